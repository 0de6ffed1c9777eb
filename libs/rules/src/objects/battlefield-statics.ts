// The static abilities of the permanents on the battlefield (611.3a), for the rules that look for
// one kind often (a player who can't lose, land plays): the permanents whose text has any are
// found again only for the permanents that changed (`permanentsWith`).
import type { StaticEffect } from '@mtg/cards';
import type { RulesContext } from '../data/state/context.js';
import type { GameObject, GameState } from '../data/state/game-state.js';
import { abilitiesOf } from '../layers/characteristics.js';
import { definitionOf } from '../layers/definition.js';
import { holds, permanentsWith } from './per-permanent.js';
import { objectOf } from '../data/state/objects.js';

/** The positions of the permanents whose text has static abilities. */
function sourcesOnBattlefield(state: GameState, ctx: RulesContext): readonly number[] {
  const hasStatic = (o: GameObject) => definitionOf(ctx, o).abilities.some((a) => a.kind === 'static');
  return permanentsWith(state, ctx, 'static abilities', hasStatic, holds, 'yes');
}

/** The static effects of one kind on the battlefield, each with the permanent that has it. */
export function battlefieldStatics<K extends StaticEffect['kind']>(
  state: GameState,
  ctx: RulesContext,
  kind: K,
): { source: GameObject; effect: Extract<StaticEffect, { kind: K }> }[] {
  const found: { source: GameObject; effect: Extract<StaticEffect, { kind: K }> }[] = [];
  for (const at of sourcesOnBattlefield(state, ctx)) {
    const source = objectOf(state, state.battlefield[at]!)!;
    // 305.7, 613.1f: a permanent whose abilities an effect removed has none of them.
    for (const ability of abilitiesOf(state, ctx, source)) {
      if (ability.kind === 'static' && ability.effect.kind === kind)
        found.push({ source, effect: ability.effect as Extract<StaticEffect, { kind: K }> });
    }
  }
  return found;
}
