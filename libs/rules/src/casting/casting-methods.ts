// How a card may be cast (601.3, 118.9; seed 409.1b): from the hand for its mana cost, or for an
// alternative cost (Force of Will's, "without paying its mana cost"), or from the graveyard with
// flashback (702.34a) or jump-start (702.133a), from exile after an Adventure (715.3d), face down
// with morph (702.37c). At most one alternative cost or method (118.9a).
import type { Ability } from '@mtg/cards';
import { reject, type Run } from '../engine/run.js';
import { abilitiesOf } from '../layers/characteristics.js';
import { battlefieldStatics } from '../objects/battlefield-statics.js';
import { definitionOf } from '../layers/definition.js';
import type { GameObject, PlayerId } from '../data/state/game-state.js';
import type { CastingMethod } from '../data/state/casting.js';
import { perState } from '../layers/derived.js';

/** Casting a card from its owner's hand for its mana cost. */
export const NORMAL: CastingMethod = { name: 'mana cost' };

/** 702.37a, 702.37c: "You may cast this card as a 2/2 face-down creature ... by paying {3} rather than its mana cost." */
export const FACE_DOWN_WITH_MORPH: CastingMethod = {
  name: 'morph',
  instead: { mana: '{3}' },
  faceDown: true,
};

/** Whether an effect gave the card flashback (Snapcaster Mage: its flashback cost is its mana cost). */
function hasGrantedFlashback(run: Run, card: GameObject): boolean {
  return run.state.effects.some((e) => e.change.kind === 'flashback' && e.affected.includes(card.id));
}

// 118.9: "You may cast spells from your hand without paying their mana costs" (Omniscience).
function withoutPayingFrom(run: Run, player: PlayerId): CastingMethod[] {
  return battlefieldStatics(run.state, run.ctx, 'cast-without-paying').flatMap(({ source }) =>
    source.controller === player ? [{ name: source.name, instead: {} }] : [],
  );
}

/** 601.3c: "You may cast this spell as though it had flash if you pay {2} more to cast it." */
function flashIfPaid(abilities: readonly Ability[]): CastingMethod[] {
  return abilities.flatMap((a) =>
    a.kind === 'flash-if-paid' ? [{ name: 'flash', additional: a.cost, flash: true as const }] : [],
  );
}

/**
 * The ways `player` may cast `card` (as it is in the state) from the zone it is in now (601.3):
 * found once for a state (`perState`), for the legal actions and the casting that begins.
 */
export function castingMethods(run: Run, player: PlayerId, card: GameObject): readonly CastingMethod[] {
  const known = perState(
    run.state,
    run.ctx,
    'casting methods',
    () => new Map<string, readonly CastingMethod[]>(),
  );
  const key = `${player}\u0000${card.id}`;
  let methods = known.get(key);
  if (!methods) known.set(key, (methods = methodsNow(run, player, card)));
  return methods;
}

function methodsNow(run: Run, player: PlayerId, card: GameObject): CastingMethod[] {
  // 715.3d: a card exiled on an adventure may be cast from exile by the player who exiled it.
  if (card.zone === 'exile') return card.onAdventure === player ? [NORMAL] : [];
  if (card.owner !== player || (card.zone !== 'hand' && card.zone !== 'graveyard')) return [];
  const def = definitionOf(run.ctx, card);
  // 613.1f: the abilities the card has now ("cards in graveyards lose all abilities": no jump-start).
  const abilities = abilitiesOf(run.state, run.ctx, card);
  if (card.zone === 'hand') {
    const alternatives = abilities.flatMap((a) =>
      a.kind === 'alternative-cost'
        ? [
            {
              name: a.keyword ?? def.name,
              instead: a.cost,
              ...(a.keyword === 'bestow' ? { bestowed: true as const } : {}),
            },
          ]
        : [],
    );
    // 702.37d: only a card with morph may be cast face down.
    const morph = abilities.some((a) => a.kind === 'morph') ? [FACE_DOWN_WITH_MORPH] : [];
    return [NORMAL, ...alternatives, ...morph, ...flashIfPaid(abilities), ...withoutPayingFrom(run, player)];
  }
  // 702.34a: flashback: cast from the graveyard for its flashback cost, then exiled; the card's own
  // flashback cost, or (given by an effect, Snapcaster Mage) its mana cost.
  const methods: CastingMethod[] = abilities.flatMap((a) =>
    a.kind === 'flashback' ? [{ name: 'flashback', instead: a.cost, exiledFromStack: true }] : [],
  );
  if (hasGrantedFlashback(run, card))
    methods.push({
      // Two flashback abilities (Snapcaster Mage targeting Think Twice): the command says which.
      name: methods.length ? 'flashback for its mana cost' : 'flashback',
      instead: def.manaCost ? { mana: def.manaCost } : {},
      exiledFromStack: true,
      ...(def.manaCost ? {} : { unpayable: true as const }),
    });
  // 702.133a: jump-start: cast from the graveyard by discarding a card in addition, then exiled.
  if (abilities.some((a) => a.kind === 'jump-start'))
    methods.push({
      name: 'jump-start',
      additional: { discard: { count: 1 } },
      exiledFromStack: true,
    });
  return methods;
}

/**
 * The method a cast uses: the one named (an alternative cost or method, 118.9a: only one), else the
 * mana cost from the hand, or the only way to cast the card from the graveyard.
 */
export function chooseCastingMethod(
  run: Run,
  player: PlayerId,
  card: GameObject,
  named?: string,
): CastingMethod {
  const methods = castingMethods(run, player, card);
  if (named !== undefined) {
    const method = methods.find((m) => m.name.toLowerCase() === named.toLowerCase());
    if (!method)
      reject(
        'CAST_METHOD_UNAVAILABLE',
        '601.3',
        `${card.name} can't be cast with "${named}" from the ${card.zone}` +
          (methods.length ? ` (it may be cast with: ${methods.map((m) => m.name).join(', ')})` : ''),
      );
    return method;
  }
  if (card.zone === 'hand' && card.owner === player) return NORMAL;
  if (methods.length === 1) return methods[0]!;
  reject(
    'CARD_NOT_CASTABLE',
    '601.3',
    methods.length
      ? `say how ${card.name} is cast from the ${card.zone}: ${methods.map((m) => m.name).join(' or ')}`
      : `${card.name} can't be cast from ${card.owner === player ? 'the' : "another player's"} ${card.zone}`,
  );
}
