// The static abilities of the permanents on the battlefield (611.3a), for the rules that look for
// one kind often (a player who can't lose, land plays): the permanents whose text has one of that
// kind are found by it, again only for the permanents that changed (`permanentsWith`).
import type { StaticEffect } from '@mtg/cards';
import type { RulesContext } from '../data/state/context.js';
import type { GameObject, GameState } from '../data/state/game-state.js';
import { abilitiesOf } from '../layers/characteristics.js';
import { definitionOf } from '../layers/definition.js';
import { permanentsWith, type KeysOf } from './per-permanent.js';
import { UNREAD_BY_LAYERS } from '../layers/derived.js';
import { objectOf } from '../data/state/objects.js';

/**
 * The kinds of effect of the static abilities in a permanent's text, its max speed abilities' too
 * (702.178a), if its text has a static ability; none else.
 */
function staticKinds(ctx: RulesContext, o: GameObject): readonly string[] {
  const abilities = definitionOf(ctx, o).abilities;
  if (!abilities.some((a) => a.kind === 'static')) return [];
  const kinds = new Set<string>();
  for (const a of abilities) {
    const ability = a.kind === 'max-speed' ? a.ability : a;
    if (ability.kind === 'static') kinds.add(ability.effect.kind);
  }
  return [...kinds];
}

const asKeys: KeysOf<readonly string[]> = (kinds) => kinds;

/** The positions of the permanents whose text has static abilities, one of them of `kind` maybe. */
function sourcesOnBattlefield(
  state: GameState,
  ctx: RulesContext,
  kind: StaticEffect['kind'],
): readonly number[] {
  const compute = (o: GameObject) => staticKinds(ctx, o);
  return permanentsWith(state, ctx, 'static effect kinds', compute, asKeys, kind, UNREAD_BY_LAYERS);
}

/** The static effects of one kind on the battlefield, each with the permanent that has it. */
export function battlefieldStatics<K extends StaticEffect['kind']>(
  state: GameState,
  ctx: RulesContext,
  kind: K,
): { source: GameObject; effect: Extract<StaticEffect, { kind: K }> }[] {
  const found: { source: GameObject; effect: Extract<StaticEffect, { kind: K }> }[] = [];
  for (const at of sourcesOnBattlefield(state, ctx, kind)) {
    const source = objectOf(state, state.battlefield[at]!)!;
    // 305.7, 613.1f: a permanent whose abilities an effect removed has none of them.
    for (const ability of abilitiesOf(state, ctx, source)) {
      if (ability.kind === 'static' && ability.effect.kind === kind)
        found.push({ source, effect: ability.effect as Extract<StaticEffect, { kind: K }> });
    }
  }
  return found;
}
