// The game's timeline: a slider over its revisions and step buttons (the arrow keys move the
// slider too), the event at the shown revision, and a way back to the live game.
import type { EventView } from '../api.js';

export function Timeline({
  latest,
  at,
  events,
  go,
}: {
  latest: number;
  at: number;
  events: Map<number, EventView>;
  go: (revision: number | null) => void;
}) {
  const step = (to: number) => go(Math.max(0, Math.min(latest, to)));
  const event = events.get(at);
  return (
    <section class="timeline" aria-label="timeline">
      <h3>Timeline</h3>
      <div class="timeline-controls">
        <button type="button" onClick={() => step(0)} aria-label="first revision">
          |◀
        </button>
        <button type="button" onClick={() => step(at - 1)} aria-label="previous revision">
          ◀
        </button>
        <input
          type="range"
          min={0}
          max={latest}
          value={at}
          aria-label="revision"
          onInput={(e) => step(Number((e.target as HTMLInputElement).value))}
        />
        <button type="button" onClick={() => step(at + 1)} aria-label="next revision">
          ▶
        </button>
        <button type="button" onClick={() => go(null)} aria-label="live game">
          Live ▶|
        </button>
      </div>
      <p aria-live="polite" data-revision={at}>
        Revision {at} of {latest}
        {event ? `: ${event.type}` : ''}
      </p>
    </section>
  );
}
