// What each event makes happen at once, installed in every run (`Run.reactions`): the triggered
// abilities it triggers (603.2, 603.10a) and the control changes it causes (613.1b).
import type { EventReactions } from '../engine/run.js';
import { controlChangesAfter } from '../objects/control.js';
import { triggersAfter, triggersLookingBack } from './detect.js';

export const EVENT_REACTIONS: EventReactions = {
  lookingBack: triggersLookingBack,
  after: triggersAfter,
  controlChanges: controlChangesAfter,
};
