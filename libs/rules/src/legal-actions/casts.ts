// The spells a player may cast now (601.3), each as a `CastSpell` command sent as is and tried by
// the steps of casting (`castingProblem`, 601.2a-g), and `AnnounceSpell` for each face that may be cast.
import type { CardDefinition, Cost, ManaSymbol } from '@mtg/cards';
import {
  additionalCosts,
  beginCasting,
  castingProblem,
  faceCastableNow,
  type OptionalCostsPaid,
} from '../casting/cast-spell.js';
import type { CastChoices, Casting } from '../data/state/casting.js';
import { castingMethods, FACE_DOWN_WITH_MORPH, NORMAL } from '../casting/casting-methods.js';
import { type CastingMethod } from '../data/state/casting.js';
import { someObjectsForCosts } from '../casting/costs.js';
import { convokingCreatures, hasConvoke } from '../casting/convoke.js';
import { facesToCast } from '../casting/faces.js';
import { modesChosenByOpponent, modesToChoose, spellAbility } from '../casting/proposed.js';
import type { Command } from '../data/commands/command.js';
import { problemOf, type Run } from '../engine/run.js';
import { definitionOf, faceDefinition } from '../layers/definition.js';
import { bestowedDefinition } from '../layers/bestow.js';
import type { PlayerId } from '../data/state/game-state.js';
import { allModes, spellTargetSpecs } from '../targets/targets.js';
import {
  reducesOwnCost,
  reductionChoices,
  spellCostReducersOnBattlefield,
  withXPaid,
} from '../casting/total-cost.js';
import { availableManaSources } from '../mana/mana-sources.js';
import { manaCostOf } from '../layers/mana-cost.js';
import { leastManaUnits } from '../mana/payment.js';
import { playerById } from '../data/state/updates.js';
import { accepted, completable, type Candidate } from './candidate.js';
import { targetCandidates, targetChoices } from './targets.js';
import { objectOf } from '../data/state/objects.js';

type CastSpell = Extract<Command, { type: 'CastSpell' }>;

/**
 * Every way to cast the card now (601.3): each face it may be cast with (709.3, 712.11b, 715.3), each
 * way (its mana cost, an alternative cost, flashback, jump-start, "without paying its mana cost",
 * 118.9), kicked or not, each mode its caster chooses, and representative targets; the objects its
 * costs take are named. `AnnounceSpell` too (601.2a: each choice asked as the casting goes), once per
 * face that one of those ways casts.
 */
export function castingCandidates(run: Run, player: PlayerId, card: string, budget: ManaBudget): Candidate[] {
  const object = objectOf(run.state, card)!;
  // Most cards are left out at once, by the cheaper test first: in a hand, where a card always has a
  // way to be cast, the lands and the spells of the wrong timing (305.1, 307.1); elsewhere, the cards
  // with no way to be cast from there (601.3).
  const inHand = object.zone === 'hand';
  if (!inHand && !castingMethods(run, player, object).length) return [];
  const def = definitionOf(run.ctx, object);
  const faces = facesToCast(def, object).filter((face) => faceCastableNow(run, player, object, face));
  const methods = faces.length ? castingMethods(run, player, object) : [];
  return faces.flatMap((face) => {
    const cast = face ? faceDefinition(def, face) : def;
    const named = face === undefined ? {} : { face };
    const candidates = methods.flatMap((method) => {
      const command: CastSpell = {
        type: 'CastSpell',
        player,
        card,
        ...named,
        ...(method === NORMAL ? {} : { alternative: method.name }),
      };
      // 702.103b: cast bestowed, it is an Aura spell with enchant creature.
      const spell = method.bestowed ? bestowedDefinition(cast) : cast;
      // The mana bound, which is cheap: many spells are left out by it; then whether the casting may
      // begin; then the choices.
      const payable = payableCosts(run, player, card, spell, method, budget);
      const casting = payable.length ? begun(run, command) : undefined;
      const found = casting ? castChoices(run, player, card, spell, payable) : [];
      return found.map((c) => ({ command, casting: casting!, ...c }));
    });
    const casts = candidates.flatMap(({ command, casting, chosen, targets }) => {
      const withTargets = (t: string[][]): Command => ({ ...command, targets: t, ...chosen });
      // 601.6: a spell whose modes an opponent chooses pauses for them once announced; a step it
      // can't complete then reverses it (730.1), it is not refused.
      if (modesChosenByOpponent(cast)) return targets.map((t) => accepted(withTargets(t)));
      const trial = (t: string[][]) =>
        castingProblem(run, { ...casting, choices: { ...casting.choices, targets: t, ...chosen } });
      return targetCandidates(targets, withTargets, trial);
    });
    // 601.2a: or step by step, begun the first way the card may be cast (601.2b asks the way), when
    // some way to cast it can be completed (730.1: else it would be reversed). Beginning it is
    // refused for the face or the timing, never for the way: a way begun above begins it too.
    // 702.37c: a card is turned face down before it is announced: morph is not a way asked step by step.
    // 601.3c: nor is casting it as though it had flash, whose timing is that way's own.
    const faceUpCasts = casts.filter(({ command }) => !castFaceDown(command) && !castAsThoughFlash(command));
    return object.zone === 'hand' && candidates.length > 0
      ? [completable({ type: 'AnnounceSpell', player, card, ...named }, faceUpCasts), ...casts]
      : casts;
  });
}

const castFaceDown = (command: Command) =>
  command.type === 'CastSpell' && command.alternative === FACE_DOWN_WITH_MORPH.name;

const castAsThoughFlash = (command: Command) =>
  command.type === 'CastSpell' && command.alternative === 'flash';

/** 601.3: the casting the command begins, if the player may begin it. */
function begun(run: Run, command: CastSpell): Casting | undefined {
  let casting: Casting | undefined;
  return problemOf(() => void (casting = beginCasting(run, command))) ? undefined : casting;
}

/** The optional additional costs a casting of the card may pay: each paid or not, replicate any number of times. */
function optionalCostChoices(cast: CardDefinition): OptionalCostsPaid[] {
  const has = (kind: 'kicker' | 'buyback' | 'replicate' | 'entwine') =>
    cast.abilities.some((a) => a.kind === kind);
  const kickers = has('kicker') ? [0, 1] : [0];
  const buybacks = has('buyback') ? [false, true] : [false];
  const entwines = has('entwine') ? [false, true] : [false];
  const replicate = has('replicate');
  return kickers.flatMap((kicked) =>
    buybacks.flatMap((buyback) =>
      entwines.map((entwined) => ({
        kicked,
        ...(buyback ? { buyback: true as const } : {}),
        ...(entwined ? { entwined: true as const } : {}),
        ...(replicate ? { replicated: 0 } : {}),
      })),
    ),
  );
}

/** The most times the legal actions pay a replicate cost (702.56a): a representative bound. */
const MOST_REPLICATED = 8;

/**
 * The costs of a casting of the card by `method`, with each choice of optional additional costs
 * (kicker 702.33a, buyback 702.27a, replicate 702.56a as many times as might be paid), that the
 * budget might pay.
 */
function payableCosts(
  run: Run,
  player: PlayerId,
  card: string,
  cast: CardDefinition,
  method: CastingMethod,
  budget: ManaBudget,
): { paid: OptionalCostsPaid; costs: Cost[] }[] {
  if (method.unpayable) return [];
  const payable = (paid: OptionalCostsPaid) => {
    const costs = additionalCosts(cast, method, paid);
    const cost = [
      ...manaCostOf(method.instead ? method.instead.mana : cast.manaCost),
      ...costs.flatMap((c) => manaCostOf(c.mana)),
    ];
    return mightPay(run, player, card, cast, cost, budget) ? [{ paid, costs }] : [];
  };
  return optionalCostChoices(cast).flatMap((paid) => {
    if (paid.replicated === undefined) return payable(paid);
    const found: { paid: OptionalCostsPaid; costs: Cost[] }[] = [];
    for (let times = 0; times <= MOST_REPLICATED; times++) {
      const next = payable({ ...paid, replicated: times });
      if (!next.length) break;
      found.push(...next);
    }
    return found;
  });
}

/** The `additional` of a command for the optional costs paid and the objects the costs take. */
function additionalChoices(paid: OptionalCostsPaid, objects: object): Pick<CastChoices, 'additional'> {
  const optional = {
    ...(paid.kicked ? { kicker: paid.kicked } : {}),
    ...(paid.buyback ? { buyback: 1 } : {}),
    ...(paid.replicated ? { replicate: paid.replicated } : {}),
    ...(paid.entwined ? { entwine: 1 } : {}),
  };
  const additional = { ...objects, ...optional };
  return Object.keys(additional).length ? { additional } : {};
}

/** The choices to try for a casting with each of those costs: the objects its costs take, each mode, and the target choices for them. */
function castChoices(
  run: Run,
  player: PlayerId,
  card: string,
  cast: CardDefinition,
  payable: readonly { paid: OptionalCostsPaid; costs: Cost[] }[],
): { chosen: Omit<CastChoices, 'targets'>; targets: string[][][] }[] {
  const { state, ctx } = run;
  return payable.flatMap(({ paid, costs }) => {
    const objects = someObjectsForCosts(state, ctx, player, card, costs);
    if (!objects) return [];
    const additional = additionalChoices(paid, objects);
    // 702.42a: an entwined spell has all its modes.
    const modeSets = paid.entwined ? [allModes(cast)] : modeChoices(cast);
    return modeSets.map((modes) => ({
      chosen: { ...(modes ? { modes } : {}), ...additional },
      targets: targetChoices(state, ctx, spellTargetSpecs(cast, modes, paid.kicked), player, card),
    }));
  });
}

/** What the player could pay with at most: a bound, to leave out at once the spells they can't afford. */
export interface ManaBudget {
  /** The mana in their pool and the mana their sources could make, one each. */
  mana: number;
  /** Whether a permanent on the battlefield may reduce what spells cost. */
  reducers: boolean;
}

export function manaBudget(run: Run, player: PlayerId): ManaBudget {
  const pool = playerById(run.state, player).manaPool;
  const sources = availableManaSources(run.state, run.ctx, player).length;
  return {
    mana: pool.W + pool.U + pool.B + pool.R + pool.G + pool.C + sources,
    reducers: spellCostReducersOnBattlefield(run),
  };
}

/**
 * Whether the budget could pay the cost, as far as a bound goes (delve exiles cards for {1} each,
 * convoke taps creatures for one mana each): the cost as printed, or else, when something may reduce it (a permanent, or its own ability), as the
 * effects that change it make it (601.2f), with no target beyond the first. The trial of the casting
 * then decides.
 */
function mightPay(
  run: Run,
  player: PlayerId,
  card: string,
  def: CardDefinition,
  cost: readonly ManaSymbol[],
  budget: ManaBudget,
): boolean {
  const delvable = def.abilities.some((a) => a.kind === 'delve')
    ? playerById(run.state, player).graveyard.length
    : 0;
  const convoking = hasConvoke(def) ? convokingCreatures(run, player).length : 0;
  const most = budget.mana + delvable + convoking;
  const paid = withXPaid(cost, 0);
  if (leastManaUnits(paid, 0) <= most) return true;
  if (!budget.reducers && !reducesOwnCost(def)) return false;
  return reductionChoices(run, card, player, paid, 0).some((c) => leastManaUnits(c.mana, 0) <= most);
}

/**
 * The modes to try: each one, when the caster chooses one (700.2); each one and the first ones
 * together, when the caster chooses one or more ("choose one or both"); the first ones, when a fixed
 * number; none when an opponent chooses them (601.6).
 */
function modeChoices(def: CardDefinition): (number[] | undefined)[] {
  const spell = spellAbility(def);
  if (!spell || spell.modes.length < 2 || modesChosenByOpponent(def)) return [undefined];
  const { fewest, most } = modesToChoose(spell);
  const first = [spell.modes.slice(0, most).map((_m, i) => i + 1)];
  return fewest === 1 ? [...spell.modes.map((_m, i) => [i + 1]), ...(most > 1 ? first : [])] : first;
}
