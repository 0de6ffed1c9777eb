import type { AllFilter } from './port.js';

/** Whether an event passes a `$all` filter: every given prefix list must have a match. */
export function matchesFilter(
  filter: AllFilter | undefined,
  event: { stream: string; type: string },
): boolean {
  return (
    startsWithAny(event.stream, filter?.streamNamePrefix) &&
    startsWithAny(event.type, filter?.eventTypePrefix)
  );
}

function startsWithAny(value: string, prefixes: readonly string[] | undefined): boolean {
  return prefixes === undefined || prefixes.some((prefix) => value.startsWith(prefix));
}
