// Performing one effect of a resolving spell or ability (608.2c), in the order written. Each kind of
// effect has its handler in `EFFECT_HANDLERS`, gathered from one file per rules concept.
import type { Effect } from '@mtg/cards';
import type { Run } from '../../engine/run.js';
import { cardEffects } from './cards.js';
import { choiceEffects } from './choices.js';
import { coinFlipEffects } from './coin-flips.js';
import { clashEffects } from './clashes.js';
import { voteEffects } from './votes.js';
import { continuousEffects } from './continuous.js';
import { counterEffects } from './counters.js';
import { damageEffects } from './damage.js';
import { discardAndSacrificeEffects } from './discard-and-sacrifice.js';
import { dungeonEffects } from './dungeons.js';
import type { EffectHandler, EffectHandlers, EffectTask } from './handlers.js';
import { libraryEffects } from './libraries.js';
import { lifeEffects } from './life.js';
import { manaEffects } from './mana.js';
import { monarchEffects } from './monarch.js';
import { permanentEffects } from './permanents.js';
import { protectionEffects } from './protection.js';
import { sectorEffects } from './sectors.js';
import { speedEffects } from './speed.js';
import { spellEffects } from './spells.js';
import { spellCopyEffects } from './spell-copies.js';
import { tokenEffects } from './tokens.js';
import { triggerEffects } from './triggers.js';
import { turnEffects } from './turn.js';
import { zoneEffects } from './zones.js';

const EFFECT_HANDLERS: EffectHandlers = {
  ...damageEffects,
  ...permanentEffects,
  ...zoneEffects,
  ...cardEffects,
  ...libraryEffects,
  ...discardAndSacrificeEffects,
  ...lifeEffects,
  ...counterEffects,
  ...tokenEffects,
  ...manaEffects,
  ...continuousEffects,
  ...turnEffects,
  ...choiceEffects,
  ...coinFlipEffects,
  ...clashEffects,
  ...voteEffects,
  ...spellEffects,
  ...triggerEffects,
  ...speedEffects,
  ...dungeonEffects,
  ...sectorEffects,
  ...spellCopyEffects,
  ...protectionEffects,
  ...monarchEffects,
};

export function performEffect(run: Run, task: EffectTask): void {
  (EFFECT_HANDLERS[task.effect.kind] as EffectHandler<Effect['kind']>)(run, task, task.effect);
}
