import type { Run } from '../engine/run.js';
import { replaceEvent } from '../replacement/pipeline.js';
import type { Task } from '../state/task.js';
import { enact } from './actions.js';

/** A scheduled game event: replacement effects first (616), then it happens. */
export function performAction(run: Run, task: Extract<Task, { kind: 'action' }>): void {
  const event = replaceEvent(run, task);
  if (event) enact(run, event);
}
