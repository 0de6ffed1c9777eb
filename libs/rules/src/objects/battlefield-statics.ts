// The static abilities of the permanents on the battlefield (611.3a), for the rules that look for
// one kind often (a player who can't lose, land plays): the permanents whose text has any are
// found again only for the permanents that changed (`perPermanent`).
import type { StaticEffect } from '@mtg/cards';
import type { RulesContext } from '../data/state/context.js';
import type { GameObject, GameState, ObjectId } from '../data/state/game-state.js';
import { abilitiesOf } from '../layers/characteristics.js';
import { definitionOf } from '../layers/definition.js';
import { perPermanent } from './per-permanent.js';

const sources = new WeakMap<readonly boolean[], ObjectId[]>();

function sourcesOnBattlefield(state: GameState, ctx: RulesContext): ObjectId[] {
  const has = perPermanent(state, ctx, 'static abilities', (o) =>
    definitionOf(ctx, o).abilities.some((a) => a.kind === 'static'),
  );
  let ids = sources.get(has);
  if (!ids) {
    ids = state.battlefield.filter((_id, i) => has[i]);
    sources.set(has, ids);
  }
  return ids;
}

/** The static effects of one kind on the battlefield, each with the permanent that has it. */
export function battlefieldStatics<K extends StaticEffect['kind']>(
  state: GameState,
  ctx: RulesContext,
  kind: K,
): { source: GameObject; effect: Extract<StaticEffect, { kind: K }> }[] {
  const found: { source: GameObject; effect: Extract<StaticEffect, { kind: K }> }[] = [];
  for (const id of sourcesOnBattlefield(state, ctx)) {
    const source = state.objects[id]!;
    // 305.7, 613.1f: a permanent whose abilities an effect removed has none of them.
    for (const ability of abilitiesOf(state, ctx, source)) {
      if (ability.kind === 'static' && ability.effect.kind === kind)
        found.push({ source, effect: ability.effect as Extract<StaticEffect, { kind: K }> });
    }
  }
  return found;
}
