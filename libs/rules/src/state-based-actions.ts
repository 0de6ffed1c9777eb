// State-based actions (704; seed 420): checked whenever a player would receive priority, performed
// simultaneously as one event, and checked again until none apply (704.3).
import type { Ability, Sector } from '@mtg/cards';
import type { RulesContext } from './data/state/context.js';
import { ask, emit, takeAnswer, type Run } from './engine/run.js';
import { ceaseToExist, destroy, moveObject, removeCounters, sacrifice } from './game-actions/actions.js';
import { simultaneously } from './game-actions/perform-action.js';
import { abilitiesOf, characteristics } from './layers/characteristics.js';
import { finalChapterNumber, sagaIsDone } from './game-actions/sagas.js';
import { playerById } from './data/state/updates.js';
import { factsWith, holds, type FactsWith, type KeysOf } from './objects/per-permanent.js';
import type { GameObject, GameState, ObjectId, PlayerId } from './data/state/game-state.js';
import type { Task } from './data/state/task.js';
import { canBeAttachedTo } from './targets/attachment.js';
import { isBestowed } from './layers/bestow.js';
import { leaveGame } from './multiplayer/leaving-the-game.js';
import { cantLose } from './game-end/cant-lose.js';
import { isAttacked, possibleProtectors } from './battles/protector.js';
import { completeDungeon, dungeonsToComplete } from './dungeons/dungeons.js';
import { nextSectorChoice, SECTORS, sectorsLost } from './objects/sectors.js';
import { objectOf } from './data/state/objects.js';
import { publicName } from './data/state/face-down.js';
import { perVersion } from './layers/derived.js';

interface Check {
  losers: { player: PlayerId; reason: string }[];
  emptyDrawsForgotten: PlayerId[];
  ceaseToExist: ObjectId[];
  toGraveyard: ObjectId[];
  destroyed: ObjectId[];
  unattach: ObjectId[];
  annihilate: { id: ObjectId; n: number }[];
  /** 704.5r: the counters each permanent has more of than its ability allows, to remove. */
  excessCounters: { id: ObjectId; counter: string; n: number }[];
  /** 704.5s: the Sagas their controllers sacrifice. */
  sagas: ObjectId[];
  /** 704.5z: the players whose speed becomes 1. */
  speed: PlayerId[];
  /** Legend rule groups still waiting for their controller's choice. */
  legendChoices: { player: PlayerId; group: ObjectId[] }[];
  /** 704.5w-x: the battles' new protectors, and the choices of them still waiting for their controller. */
  protectors: ProtectorChoice[];
  protectorChoices: (ProtectorChoice & { options: PlayerId[] })[];
  /** 704.5t: dungeons their owners remove from the game (309.6). */
  dungeons: ObjectId[];
  /** 704.5u: the sector designation chosen for a creature, and the next creature whose controller chooses one. */
  sectors: { player: PlayerId; object: ObjectId; sector: Sector }[];
  sectorChoice?: { player: PlayerId; creature: ObjectId };
  /** 702.158b: the permanents that lose their sector designation (no space sculptor any more). */
  sectorsLost: ObjectId[];
}

interface ProtectorChoice {
  battle: ObjectId;
  player: PlayerId;
  rule: '704.5w' | '704.5x';
}

function collect(
  state: GameState,
  ctx: RulesContext,
  keeps: readonly ObjectId[],
  protectors: Readonly<Record<ObjectId, PlayerId>> = {},
): Check {
  const check: Check = {
    losers: [],
    emptyDrawsForgotten: [],
    ceaseToExist: [],
    toGraveyard: [],
    destroyed: [],
    unattach: [],
    annihilate: [],
    excessCounters: [],
    sagas: [],
    speed: [],
    legendChoices: [],
    protectors: [],
    protectorChoices: [],
    dungeons: dungeonsToComplete(state, ctx).map((dungeon) => dungeon.id),
    sectors: [],
    sectorsLost: [],
  };
  for (const p of state.players) {
    if (p.left) continue;
    if (cantLose(state, ctx, p.id)) {
      // The attempt to draw is checked now, so it doesn't make the player lose later (704.5b).
      if (p.drewFromEmptyLibrary) check.emptyDrawsForgotten.push(p.id);
      continue;
    }
    if (p.life <= 0) check.losers.push({ player: p.id, reason: '704.5a: 0 or less life' });
    else if (p.drewFromEmptyLibrary)
      check.losers.push({ player: p.id, reason: '704.5b: drew from an empty library' });
    else if ((p.counters.poison ?? 0) >= 10)
      check.losers.push({ player: p.id, reason: '704.5c: ten or more poison counters' });
  }
  // 704.5d: a token in a zone other than the battlefield ceases to exist; 704.5e: a copy of a spell
  // outside the stack, and a copy of a card outside the stack and the battlefield, too.
  // (A copy of a permanent spell becomes a token as it resolves, 111.12: no copy is ever on the battlefield.)
  const outside = (ids: readonly ObjectId[], onStack = false) => {
    for (const id of ids) {
      const o = objectOf(state, id)!;
      if (o.token || (o.isCopy && !onStack)) check.ceaseToExist.push(id);
    }
  };
  for (const p of state.players) {
    outside(p.hand);
    outside(p.graveyard);
    outside(p.library);
  }
  outside(state.exile);
  outside(state.stack, true);
  const legends = new Map<string, ObjectId[]>();
  const worlds: ObjectId[] = [];
  const roles: ObjectId[] = [];
  const sculpting = new Set<PlayerId>();
  const sectored: ObjectId[] = [];
  const startsEngines = new Set<PlayerId>();
  // Most permanents: none of the rules below looks at them (many tokens of a loop, 729).
  const { facts, at: notPlain } = permanentFacts(state, ctx);
  for (const i of notPlain) {
    const id = state.battlefield[i]!;
    const f = facts[i]!;
    if (f.toGraveyard) check.toGraveyard.push(id);
    if (f.destroyed) check.destroyed.push(id);
    if (f.legend !== undefined) legends.set(f.legend, [...(legends.get(f.legend) ?? []), id]);
    if (f.world) worlds.push(id);
    if (f.annihilate) check.annihilate.push({ id, n: f.annihilate });
    for (const excess of f.excessCounters) check.excessCounters.push({ id, ...excess });
    if (f.finalChapter !== undefined && sagaIsDone(state, ctx, id, f.finalChapter)) check.sagas.push(id);
    if (f.role) roles.push(id);
    if (f.startsEngines) startsEngines.add(objectOf(state, id)!.controller);
    if (f.spaceSculptor) sculpting.add(objectOf(state, id)!.controller);
    if (f.sectored) sectored.push(id);
    if (f.battle) checkBattle(state, ctx, id, f.battle, check, protectors);
    if (f.aura || f.attached) checkAttached(state, ctx, id, f.aura, check);
  }
  check.toGraveyard.push(...rolesToGraveyard(state, roles));
  // 704.5u: creatures without a sector matter only while a permanent with space sculptor is around.
  const unsectored = sculpting.size ? state.battlefield.filter((_id, i) => facts[i]!.unsectored) : [];
  checkSectors(state, ctx, sculpting, { unsectored, sectored }, check);
  // 704.5z: a player who controls a permanent with start your engines! and has no speed gets speed 1.
  check.speed.push(...[...startsEngines].filter((p) => playerById(state, p).speed === undefined));
  // 704.5k: the world rule; all but the newest world permanent go, all of them on a tie.
  if (worlds.length > 1) {
    const newest = Math.max(...worlds.map((id) => objectOf(state, id)!.timestamp));
    const kept = worlds.filter((id) => objectOf(state, id)!.timestamp === newest);
    check.toGraveyard.push(...worlds.filter((id) => kept.length > 1 || !kept.includes(id)));
  }
  // 704.5j: the legend rule; the controller chooses which one stays.
  for (const group of legends.values()) {
    if (group.length < 2) continue;
    const kept = group.find((id) => keeps.includes(id));
    if (kept) check.toGraveyard.push(...group.filter((id) => id !== kept));
    else check.legendChoices.push({ player: objectOf(state, group[0]!)!.controller, group });
  }
  return check;
}

function checkAttached(state: GameState, ctx: RulesContext, id: ObjectId, aura: boolean, check: Check): void {
  const object = objectOf(state, id)!;
  const host = object.attachedTo;
  const legal = host !== undefined && canBeAttachedTo(state, ctx, id, host);
  // 702.103f: a bestowed Aura attached to an illegal object, or to nothing, becomes unattached instead.
  if (aura && !legal && isBestowed(object)) check.unattach.push(id);
  // 704.5m: an Aura attached to an illegal object, or to nothing, goes to its owner's graveyard.
  else if (aura && !legal) check.toGraveyard.push(id);
  // 704.5n: an Equipment attached to an illegal permanent, 704.5p: a creature, or anything else
  // attached that is no Aura or Equipment, becomes unattached and stays on the battlefield.
  else if (host && !canBeAttachedTo(state, ctx, id, host)) check.unattach.push(id);
}

// 704.5v (310.7): a battle with defense 0 is put into its owner's graveyard, unless it is the source
// of an ability that has triggered but not yet left the stack (a Siege's last-counter ability, 310.11b).
function isDefeated(state: GameState, id: ObjectId, defense: number): boolean {
  if (defense > 0) return false;
  const onStack = state.stack.some((s) => {
    const ability = objectOf(state, s)!.stack?.ability;
    return ability?.kind === 'triggered' && ability.source === id;
  });
  return !onStack && !state.pendingTriggers.some((t) => t.source === id);
}

// 704.5w: a battle with no protector in the game that no creature is attacking; 704.5x: a Siege whose
// controller is its protector (310.10).
function protectorRule(state: GameState, id: ObjectId, siege: boolean): ProtectorChoice['rule'] | undefined {
  const battle = objectOf(state, id)!;
  if (!state.players.some((p) => p.id === battle.protector && !p.left))
    return isAttacked(state, id) ? undefined : '704.5w';
  return siege && battle.protector === battle.controller ? '704.5x' : undefined;
}

// 704.5v-x: the battle's controller chooses an appropriate protector (a Siege's: an opponent); with
// none to choose, the battle is put into its owner's graveyard.
function checkBattle(
  state: GameState,
  ctx: RulesContext,
  id: ObjectId,
  { defense, siege }: NonNullable<PermanentFacts['battle']>,
  check: Check,
  protectors: Readonly<Record<ObjectId, PlayerId>>,
): void {
  if (isDefeated(state, id, defense)) return void check.toGraveyard.push(id);
  const rule = protectorRule(state, id, siege);
  if (!rule) return;
  const battle = objectOf(state, id)!;
  const options = possibleProtectors(state, ctx, battle);
  const chosen = options.length === 1 ? options[0] : options.find((p) => p === protectors[id]);
  if (!options.length) check.toGraveyard.push(id);
  else if (chosen !== undefined) check.protectors.push({ battle: id, player: chosen, rule });
  else check.protectorChoices.push({ battle: id, player: battle.controller, rule, options });
}

/** What the state-based actions find in one permanent by itself, from its characteristics. */
interface PermanentFacts {
  /** 704.5f: a creature with toughness 0 or less; 704.5i: a planeswalker with no loyalty. */
  toGraveyard: boolean;
  /** 704.5g-h: a creature with lethal or deathtouch damage, unless indestructible (702.12b). */
  destroyed: boolean;
  /** 704.5q: how many +1/+1 and -1/-1 counters annihilate. */
  annihilate: number;
  /** 704.5j: its controller and name, if legendary. */
  legend?: string;
  world: boolean;
  aura: boolean;
  /** Attached to something (704.5m-p look at what, which may have changed). */
  attached: boolean;
  /** 704.5r: the counters it has more of than an ability of it allows, and how many too many. */
  excessCounters: { counter: string; n: number }[];
  /** 714.2d: a Saga's final chapter number (704.5s). */
  finalChapter?: number;
  /** 303.7: a Role (704.5y). */
  role: boolean;
  /** 702.179a: it has start your engines! (704.5z). */
  startsEngines: boolean;
  /** A battle: its defense (704.5v), and whether it is a Siege (704.5x). */
  battle?: { defense: number; siege: boolean };
  /** 702.158a: it has space sculptor; 704.5u: it is a creature without a sector designation. */
  spaceSculptor: boolean;
  unsectored: boolean;
  /** 702.158b: it has a sector designation. */
  sectored: boolean;
  /** No fact above holds, `unsectored` aside (read only while a permanent has space sculptor). */
  plain: boolean;
}

function factsOf(state: GameState, ctx: RulesContext, o: GameObject): PermanentFacts {
  const chars = characteristics(state, ctx, o.id);
  const abilities = abilitiesOf(state, ctx, o);
  const creature = chars.types.includes('Creature');
  const toughness = chars.toughness ?? 0;
  const destructible = !chars.keywords.includes('indestructible');
  // 704.5h: damage from a source with deathtouch, even as -1/-1 counters (702.80a, 702.90c).
  const lethal = !!o.deathtouchDamage || (o.damage > 0 && o.damage >= toughness);
  const plus = o.counters['+1/+1'] ?? 0;
  const minus = o.counters['-1/-1'] ?? 0;
  const facts: PermanentFacts = {
    // Found below from the others; first, so that every permanent's facts have one shape (fast to read).
    plain: false,
    toGraveyard:
      (creature && toughness <= 0) ||
      (chars.types.includes('Planeswalker') && (o.counters.loyalty ?? 0) <= 0),
    destroyed: creature && toughness > 0 && destructible && lethal,
    annihilate: plus > 0 && minus > 0 ? Math.min(plus, minus) : 0,
    ...(chars.supertypes.includes('Legendary') ? { legend: `${o.controller}\u0000${chars.name}` } : {}),
    world: chars.supertypes.includes('World'),
    aura: chars.subtypes.includes('Aura'),
    attached: o.attachedTo !== undefined,
    excessCounters: excessCounters(abilities, o),
    ...(chars.subtypes.includes('Saga') ? { finalChapter: finalChapterNumber(abilities) } : {}),
    role: chars.subtypes.includes('Role'),
    startsEngines: abilities.some((a) => a.kind === 'start-your-engines'),
    spaceSculptor: chars.keywords.includes('space sculptor'),
    unsectored: creature && !o.sector,
    sectored: !!o.sector,
    ...(chars.types.includes('Battle')
      ? { battle: { defense: chars.defense ?? 0, siege: chars.subtypes.includes('Siege') } }
      : {}),
  };
  facts.plain = isPlain(facts);
  return facts;
}

function isPlain(f: PermanentFacts): boolean {
  return !(
    f.toGraveyard ||
    f.destroyed ||
    f.annihilate ||
    f.legend !== undefined ||
    f.world ||
    f.aura ||
    f.attached ||
    f.excessCounters.length ||
    f.finalChapter !== undefined ||
    f.role ||
    f.startsEngines ||
    f.spaceSculptor ||
    f.sectored ||
    f.battle
  );
}

// 704.5r (122.4): "can't have more than N [kind] counters on it": all but N of them are removed.
function excessCounters(abilities: readonly Ability[], o: GameObject): PermanentFacts['excessCounters'] {
  return abilities.flatMap((a) => {
    if (a.kind !== 'static' || a.effect.kind !== 'max-counters') return [];
    const n = (o.counters[a.effect.counter] ?? 0) - a.effect.max;
    return n > 0 ? [{ counter: a.effect.counter, n }] : [];
  });
}

// 704.5y (303.7a): of the Roles one player controls on one permanent, all but the one with the most
// recent timestamp go to their owners' graveyards; Roles of different controllers stay.
function rolesToGraveyard(state: GameState, roles: readonly ObjectId[]): ObjectId[] {
  const groups = new Map<string, GameObject[]>();
  for (const id of roles) {
    const role = objectOf(state, id)!;
    if (role.attachedTo === undefined) continue;
    const key = `${role.attachedTo}\u0000${role.controller}`;
    groups.set(key, [...(groups.get(key) ?? []), role]);
  }
  return [...groups.values()].flatMap((group) => {
    const newest = Math.max(...group.map((r) => r.timestamp));
    return group.filter((r) => r.timestamp !== newest).map((r) => r.id);
  });
}

const isNotPlain: KeysOf<PermanentFacts> = (f) => holds(!f.plain);

/**
 * The facts of each permanent, in battlefield order, found again only for those that changed, and
 * the positions of those whose facts aren't plain.
 */
function permanentFacts(state: GameState, ctx: RulesContext): FactsWith<PermanentFacts> {
  const compute = (o: GameObject) => factsOf(state, ctx, o);
  return factsWith(state, ctx, 'state-based actions', compute, isNotPlain, ['yes'], UNREAD_BY_FACTS);
}

/** What of a permanent `factsOf` never reads (its damage it does, 704.5g-h). */
const UNREAD_BY_FACTS: ReadonlySet<string> = new Set(['tapped', 'sick']);

function isEmpty(check: Check): boolean {
  return (
    !check.losers.length &&
    !check.ceaseToExist.length &&
    !check.toGraveyard.length &&
    !check.destroyed.length &&
    !check.unattach.length &&
    !check.annihilate.length &&
    !check.excessCounters.length &&
    !check.sagas.length &&
    !check.speed.length &&
    !check.protectors.length &&
    !check.dungeons.length &&
    !check.sectors.length &&
    !check.sectorsLost.length
  );
}

/** Whether a check found no action to perform and no choice to ask. */
function performsNothing(check: Check): boolean {
  return (
    isEmpty(check) && !check.legendChoices.length && !check.protectorChoices.length && !check.sectorChoice
  );
}

/** Whether any state-based action would be performed now (514.3a). */
export function stateBasedActionsApply(state: GameState, ctx: RulesContext): boolean {
  // Checked afresh: the random games' invariants ask it after each command (`rule-checks.ts`).
  return !performsNothing(collect(state, ctx, []));
}

/** Whether a check found nothing at all: no action, no choice, no attempt to draw to forget. */
function foundNothing(check: Check): boolean {
  return performsNothing(check) && !check.emptyDrawsForgotten.length;
}

/**
 * What a check reads beyond the state's version (`derivedOf`: the objects, the battlefield, the
 * continuous effects, the players and the catalogue): the zones the players share but the
 * battlefield, and the pending triggers (704.5s, 704.5t, 704.5v, 702.158b).
 */
type ReadBeyondVersion = Pick<GameState, 'stack' | 'exile' | 'command' | 'pendingTriggers'>;

/** The last state of its version in which a check found nothing, as far as it read beyond the version. */
interface NothingFound {
  beyond?: ReadBeyondVersion;
}

function readBeyondVersion({ stack, exile, command, pendingTriggers }: GameState): ReadBeyondVersion {
  return { stack, exile, command, pendingTriggers };
}

function sameBeyondVersion(a: ReadBeyondVersion, state: GameState): boolean {
  return (
    a.stack === state.stack &&
    a.exile === state.exile &&
    a.command === state.command &&
    a.pendingTriggers === state.pendingTriggers
  );
}

/**
 * A check of the state (`collect`), or undefined when one of a state that differs from it in nothing
 * the check reads found nothing (704.3: a player passing priority, a step beginning with no change,
 * is checked again and finds nothing again). Nothing found doesn't depend on the choices made
 * (`keeps`, `protectors`): they only settle what was found.
 */
function checked(
  state: GameState,
  ctx: RulesContext,
  keeps: readonly ObjectId[],
  protectors?: Readonly<Record<ObjectId, PlayerId>>,
): Check | undefined {
  const memo = perVersion<NothingFound>(state, ctx, 'state-based actions found nothing', () => ({}));
  if (memo.beyond && sameBeyondVersion(memo.beyond, state)) return undefined;
  const check = collect(state, ctx, keeps, protectors);
  if (foundNothing(check)) memo.beyond = readBeyondVersion(state);
  return check;
}

/**
 * Performs one round of state-based actions. Returns 'none' when none applied, 'performed' when
 * some did (check again), or 'asked' when the legend rule waits for a choice.
 */
export function performStateBasedActions(
  run: Run,
  task: Extract<Task, { kind: 'priority' }>,
): 'none' | 'performed' | 'asked' {
  const { choosingProtectorOf: asked, sectorFor } = task;
  const keeps = [...(task.keeps ?? [])];
  const protectors = { ...task.protectors };
  const answer = takeAnswer(run);
  if (answer?.kind === 'options' && asked) protectors[asked] = answer.ids[0]!;
  else if (answer?.kind === 'options' && !sectorFor) keeps.push(...answer.ids);
  const check = checked(run.state, run.ctx, keeps, protectors);
  if (!check) return 'none';
  if (answer?.kind === 'options' && sectorFor) chosenSector(check, sectorFor, answer.ids[0] as Sector);
  // The task that goes on with the answer, made only when a choice is asked.
  const resumed = () => {
    const { choosingProtectorOf: _asked, sectorFor: _sector, ...rest } = task;
    return { ...rest, keeps, ...(Object.keys(protectors).length ? { protectors } : {}) };
  };
  const choice = check.legendChoices[0];
  if (choice) {
    ask(run, resumed(), {
      player: choice.player,
      kind: 'keep',
      prompt: `Legend rule (704.5j): choose the ${objectOf(run.state, choice.group[0]!)!.name} to keep`,
      options: choice.group.map((id) => ({ id, label: `${objectOf(run.state, id)!.name} (${id})` })),
      min: 1,
      max: 1,
    });
    return 'asked';
  }
  const protectorChoice = check.protectorChoices[0];
  if (protectorChoice) {
    askProtector(run, { ...resumed(), choosingProtectorOf: protectorChoice.battle }, protectorChoice);
    return 'asked';
  }
  if (check.sectorChoice && !check.sectors.length) {
    askSector(run, { ...resumed(), sectorFor: check.sectorChoice.creature }, check.sectorChoice);
    return 'asked';
  }
  for (const player of check.emptyDrawsForgotten) emit(run, { type: 'EmptyLibraryDrawChecked', player });
  if (isEmpty(check)) return 'none';
  for (const { player, reason } of check.losers) emit(run, { type: 'PlayerLost', player, reason });
  endGameIfDecided(run);
  if (run.state.over) return 'performed';
  for (const { player } of check.losers) leaveGame(run, player); // 800.4a
  for (const id of check.ceaseToExist) ceaseToExist(run, objectOf(run.state, id)!);
  // 704.3, 603.10a: the permanents leave together, each leaves-the-battlefield ability seeing them all.
  simultaneously(run, () => {
    for (const id of new Set(check.toGraveyard)) moveObject(run, id, 'graveyard', { reason: 'state-based' });
    for (const id of check.destroyed) if (!check.toGraveyard.includes(id)) destroy(run, id, 'state-based');
    for (const id of check.sagas) if (!check.toGraveyard.includes(id)) sacrifice(run, id);
  });
  for (const id of check.unattach) if (objectOf(run.state, id)) emit(run, { type: 'Unattached', object: id });
  for (const { battle, player, rule } of check.protectors)
    if (!check.toGraveyard.includes(battle)) emit(run, { type: 'ProtectorChosen', battle, player, rule });
  for (const { id, n } of check.annihilate) {
    if (!objectOf(run.state, id)) continue;
    removeCounters(run, id, '+1/+1', n);
    removeCounters(run, id, '-1/-1', n);
  }
  for (const { id, counter, n } of check.excessCounters)
    if (objectOf(run.state, id)) removeCounters(run, id, counter, n);
  for (const player of check.speed) emit(run, { type: 'SpeedChanged', player, speed: 1 });
  for (const id of check.dungeons) completeDungeon(run, objectOf(run.state, id)!, '704.5t');
  for (const { player, object, sector } of check.sectors)
    if (objectOf(run.state, object)?.zone === 'battlefield')
      emit(run, { type: 'SectorDesignated', player, object, sector });
  if (check.sectorsLost.length) emit(run, { type: 'SectorsLost', objects: check.sectorsLost });
  endGameIfDecided(run);
  return 'performed';
}

// 704.5u: while a permanent with space sculptor is on the battlefield, the next creature without a
// sector gets one; 702.158b: once none is (nor an ability of one), the sectors are lost.
function checkSectors(
  state: GameState,
  ctx: RulesContext,
  sculpting: ReadonlySet<PlayerId>,
  { unsectored, sectored }: { unsectored: readonly ObjectId[]; sectored: readonly ObjectId[] },
  check: Check,
): void {
  if (!sculpting.size) return void check.sectorsLost.push(...sectorsLost(state, ctx, sectored));
  const choice = nextSectorChoice(state, sculpting, unsectored);
  if (choice) check.sectorChoice = choice;
}

/** 704.5u: the answer for the creature whose sector was asked, if it is still the one to choose for. */
function chosenSector(check: Check, creature: ObjectId, sector: Sector): void {
  const choice = check.sectorChoice;
  if (choice?.creature === creature && SECTORS.includes(sector))
    check.sectors.push({ ...choice, object: creature, sector });
}

/** 704.5u (702.158c): the creature's controller chooses its sector designation. */
function askSector(
  run: Run,
  task: Extract<Task, { kind: 'priority' }>,
  { player, creature }: NonNullable<Check['sectorChoice']>,
): void {
  ask(run, task, {
    player,
    kind: 'option',
    prompt: `Space sculptor (704.5u): choose the sector of ${publicName(objectOf(run.state, creature)!)} (${creature})`,
    options: SECTORS.map((sector) => ({ id: sector, label: `${sector} sector` })),
    min: 1,
    max: 1,
  });
}

/** 704.5w-x: the battle's controller chooses its new protector. */
function askProtector(
  run: Run,
  task: Extract<Task, { kind: 'priority' }>,
  { battle, player, options, rule }: Check['protectorChoices'][number],
): void {
  ask(run, task, {
    player,
    kind: 'player',
    prompt: `Choose the protector of ${objectOf(run.state, battle)!.name} (${rule}, 310.10)`,
    options: options.map((id) => ({ id, label: id })),
    min: 1,
    max: 1,
  });
}

// 104.2a: a player still in the game wins when all their opponents have left; 104.4a: all lose at once, a draw.
export function endGameIfDecided(run: Run): void {
  if (run.state.over) return;
  const remaining = run.state.players.filter((p) => !p.left);
  if (remaining.length === 1) emit(run, { type: 'GameEnded', winner: remaining[0]!.id });
  else if (remaining.length === 0) emit(run, { type: 'GameEnded', draw: true });
}
