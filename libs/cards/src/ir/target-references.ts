// References to targets in the IR: an effect names a target of its spell or ability by its place
// among them (`{ target: n }`, `{ targetOrItsController: n }`), counting from 0 (601.2c).

/**
 * The IR with each reference to a target moved `by` on: the effects of a part that follows another
 * part with targets of its own (a later mode of a modal spell, 700.2; the right half of a fused split
 * spell, 702.102d), whose own targets come after the earlier part's.
 */
export function renumberTargets<T>(value: T, by: number): T {
  if (Array.isArray(value)) return value.map((item) => renumberTargets(item, by)) as T;
  if (!value || typeof value !== 'object') return value;
  const renumbered: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value))
    renumbered[key] =
      (key === 'target' || key === 'targetOrItsController') && typeof item === 'number'
        ? item + by
        : renumberTargets(item, by);
  return renumbered as T;
}
