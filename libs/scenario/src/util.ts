/** Copies the defined entries only, so optional fields stay absent rather than `undefined`. */
export function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/** A value as failure messages show it: lists in brackets, nothing as `none`. */
export function show(value: unknown): string {
  if (value === undefined || value === null) return 'none';
  if (Array.isArray(value)) return `[${value.map(show).join(', ')}]`;
  return String(value);
}
