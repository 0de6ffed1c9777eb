// Target specifications (115), named as the Oracle text names them.
import type { Filter, TargetSpec } from '../ir/abilities.js';

/** "any target" (115.4): a creature, player, planeswalker or battle. */
export const anyTarget = (): TargetSpec => ({ kind: 'any' });

export const targetCreature = (filter?: Filter): TargetSpec =>
  filter === undefined ? { kind: 'creature' } : { kind: 'creature', filter };

/** "Another target [...]": not one chosen for an earlier target of the spell or ability (115.3). */
export const another = (spec: TargetSpec): TargetSpec => ({ ...spec, another: true });

export const targetPlayer = (): TargetSpec => ({ kind: 'player' });
