// What each viewer may see of a game (docs/architecture.md "Views and hidden information"): a seat sees its
// own hand; nobody but the judge sees another hand or the order of any library.
import {
  characteristics,
  dungeonOf,
  FACE_DOWN_NAME,
  isFaceDown,
  randomStateOf,
  topOfLibraryRevealed,
  type GameObject,
  type GameState,
  type RulesContext,
  objectOf,
} from '@mtg/rules';
import type { Viewer } from '../access/actors.js';

export interface ObjectView {
  id: string;
  name: string;
  owner: string;
  controller: string;
  zone: string;
  tapped?: boolean;
  damage?: number;
  counters?: Record<string, number>;
  power?: number;
  toughness?: number;
  sick?: boolean;
  /** The object, or the player (702.5d), it is attached to. */
  attachedTo?: string;
  attacking?: string;
  /** 702.22c: the attacking band it is in, named by the band's first member. */
  band?: string;
  blocking?: string[];
  token?: boolean;
  ability?: boolean;
  /** A copy of a spell (707.10): no card. */
  copy?: boolean;
  targets?: string[][];
  x?: number;
  /**
   * Exiled face down (406.3): its name is the judge's to see; others get an empty name. A face-down
   * spell or permanent (708.2): its controller and the judge see its name, others don't (708.5).
   */
  faceDown?: boolean;
  /** A battle's defense (310.4c) and protector (310.8). */
  defense?: number;
  protector?: string;
  /** Its sector designation (702.158b: alpha, beta or gamma). */
  sector?: string;
  /** Its designations: monstrous (701.37b), renowned (702.112b). */
  designations?: string[];
  /** Flipped (110.5, 710): a flip card then has its bottom half's name and characteristics (710.2). */
  flipped?: boolean;
  /** A bestowed Aura spell or permanent (702.103b): an Aura with enchant creature, not a creature. */
  bestowed?: boolean;
}

export interface PlayerView {
  id: string;
  life: number;
  counters: Record<string, number>;
  manaPool: Record<string, number>;
  handCount: number;
  hand?: ObjectView[];
  libraryCount: number;
  /** Only the judge sees a library, in order (top first). */
  library?: ObjectView[];
  /** 401.5: the top card of the library, while it is revealed to every player (Oracle of Mul Daya). */
  libraryTop?: ObjectView;
  graveyard: ObjectView[];
  landsPlayed: number;
  /** The player's speed (702.179), once they have one. */
  speed?: number;
  /** The player is the monarch (722.1): every viewer sees it. */
  monarch?: true;
  lost: boolean;
  won: boolean;
  /** The dungeon the player owns in the command zone and the room their venture marker is on (309.3-309.4). */
  dungeon?: DungeonView;
  /** The dungeons the player completed (309.7). */
  completedDungeons?: string[];
}

/** A dungeon card in the command zone (309.2b): public, like every object there. */
export interface DungeonView {
  id: string;
  name: string;
  room: string;
}

export interface DecisionView {
  id: string;
  player: string;
  kind: string;
  prompt: string;
  /** The options this viewer may see; hidden cards are left out. */
  options: { id: string; label: string }[];
  /** How many options there are, but the cards of a library this viewer doesn't choose among (401.2). */
  optionCount: number;
  min: number;
  max: number;
}

export interface GameView {
  gameId: string;
  revision: number;
  viewer: string;
  /**
   * Fit for competitive play: its random generator was seeded from a cryptographic source and the
   * seed is the judge's alone. False when the caller gave the seed (tests, simulations).
   */
  competitive: boolean;
  /** The generator's seed: the judge's alone. */
  seed?: string;
  over: boolean;
  winner?: string;
  draw?: boolean;
  turn: { number: number; active: string; step: string; priority: string | null };
  players: PlayerView[];
  battlefield: ObjectView[];
  stack: ObjectView[];
  exile: ObjectView[];
  decision: DecisionView | null;
}

export function viewerName(viewer: Viewer): string {
  return viewer.kind === 'seat' ? viewer.player : viewer.kind;
}

/** Whether the viewer may see which card an object is. */
export function canSee(state: GameState, viewer: Viewer, id: string): boolean {
  const object = objectOf(state, id);
  if (!object) return true;
  if (viewer.kind === 'judge') return true;
  // 708.5: a player may look at the face-down spells and permanents they control, no one else;
  // 708.9: all are revealed as the game ends.
  if (isFaceDown(object))
    return state.over || (viewer.kind === 'seat' && viewer.player === object.controller);
  // 406.3: no player may look at a card exiled face down.
  if (object.zone === 'library' || object.faceDown) return false;
  if (object.zone === 'hand') return viewer.kind === 'seat' && viewer.player === object.owner;
  return true;
}

/** Whether the object is a face-down spell or permanent the viewer may not look at (708.5): an option naming it is labelled `FACE_DOWN_NAME`. */
function hiddenFaceDown(state: GameState, viewer: Viewer, id: string): boolean {
  const object = objectOf(state, id);
  return !!object && isFaceDown(object) && !canSee(state, viewer, id);
}

function objectView(state: GameState, ctx: RulesContext, o: GameObject, viewer: Viewer): ObjectView {
  // 709.3b, 712.8f, 715.3b: a spell or permanent with a face up is named after that face; 710.2: a
  // flipped flip card after its bottom half.
  const shown = o.flipped ? characteristics(state, ctx, o.id).name : (o.face ?? o.name);
  const name = canSee(state, viewer, o.id) ? shown : '';
  const view: ObjectView = { id: o.id, name, owner: o.owner, controller: o.controller, zone: o.zone };
  if (o.faceDown) view.faceDown = true;
  if (o.bestowed) view.bestowed = true;
  if (o.zone === 'battlefield') {
    const chars = characteristics(state, ctx, o.id);
    Object.assign(view, {
      tapped: o.tapped,
      damage: o.damage,
      counters: o.counters,
      sick: o.sick,
      ...(chars.power !== undefined ? { power: chars.power, toughness: chars.toughness } : {}),
      ...(o.attachedTo ? { attachedTo: o.attachedTo } : {}),
      ...(o.attacking !== undefined ? { attacking: o.attacking } : {}),
      ...(o.band !== undefined ? { band: o.band } : {}),
      ...(o.blocking?.length ? { blocking: o.blocking } : {}),
      ...(chars.defense !== undefined ? { defense: chars.defense } : {}),
      ...(o.protector ? { protector: o.protector } : {}),
      ...(o.sector ? { sector: o.sector } : {}),
      ...(o.designations ? { designations: o.designations } : {}),
      ...(o.flipped ? { flipped: true } : {}),
    });
  }
  if (o.token) view.token = true;
  if (o.isAbility) view.ability = true;
  if (o.isCopy) view.copy = true;
  if (o.stack)
    Object.assign(view, { targets: o.stack.targets, ...(o.stack.x !== undefined ? { x: o.stack.x } : {}) });
  return view;
}

const list = (state: GameState, ctx: RulesContext, viewer: Viewer, ids: readonly string[]) =>
  ids.map((id) => objectView(state, ctx, objectOf(state, id)!, viewer));

// 401.5: "Play with the top card of your library revealed": every player sees which card it is.
function revealedTop(state: GameState, ctx: RulesContext, player: string): Pick<PlayerView, 'libraryTop'> {
  const top = state.players.find((p) => p.id === player)!.library[0];
  if (top === undefined || !topOfLibraryRevealed(state, ctx, player)) return {};
  const object = objectOf(state, top)!;
  return {
    libraryTop: {
      id: top,
      name: object.name,
      owner: object.owner,
      controller: object.controller,
      zone: 'library',
    },
  };
}

// 309.2b, 309.4: a player's dungeon in the command zone, with their venture marker's room; 309.7: those they completed.
function dungeonsOf(state: GameState, player: string): Pick<PlayerView, 'dungeon' | 'completedDungeons'> {
  const dungeon = dungeonOf(state, player);
  const completed = state.players.find((p) => p.id === player)!.completedDungeons;
  return {
    ...(dungeon ? { dungeon: { id: dungeon.id, name: dungeon.name, room: dungeon.room! } } : {}),
    ...(completed?.length ? { completedDungeons: completed } : {}),
  };
}

export function decisionView(state: GameState, viewer: Viewer): DecisionView | null {
  const d = state.decision;
  if (!d) return null;
  // The player who decides sees what they choose from (the cards of a revealed hand, Duress).
  const chooses = viewer.kind === 'seat' && viewer.player === d.player;
  // 708.5: a face-down permanent is an object everyone sees, unnamed.
  const options = d.options
    .filter((o) => chooses || canSee(state, viewer, o.id) || hiddenFaceDown(state, viewer, o.id))
    .map((o) => (hiddenFaceDown(state, viewer, o.id) ? { ...o, label: FACE_DOWN_NAME } : o));
  // 401.2, 701.19a: how many cards of a library a search may find is the searcher's to know.
  const counted = d.options.filter(
    (o) => chooses || canSee(state, viewer, o.id) || objectOf(state, o.id)?.zone !== 'library',
  );
  return {
    id: d.id,
    player: d.player,
    kind: d.kind,
    prompt: d.prompt,
    options,
    optionCount: counted.length,
    min: d.min,
    max: d.max,
  };
}

export function gameView(state: GameState, revision: bigint, viewer: Viewer, ctx: RulesContext): GameView {
  const seesHand = (player: string) =>
    viewer.kind === 'judge' || (viewer.kind === 'seat' && viewer.player === player);
  return {
    gameId: state.id,
    revision: Number(revision),
    viewer: viewerName(viewer),
    competitive: typeof state.rng === 'object' && state.rng.secret === true,
    ...(viewer.kind === 'judge' ? { seed: randomStateOf(state.rng).seed } : {}),
    over: state.over,
    ...(state.winner ? { winner: state.winner } : {}),
    ...(state.draw ? { draw: true } : {}),
    turn: {
      number: state.turn.number,
      active: state.turn.active,
      step: state.turn.step,
      priority: state.turn.priority,
    },
    players: state.players.map((p) => ({
      id: p.id,
      life: p.life,
      counters: p.counters,
      manaPool: { ...p.manaPool },
      handCount: p.hand.length,
      ...(seesHand(p.id) ? { hand: list(state, ctx, viewer, p.hand) } : {}),
      libraryCount: p.library.length,
      ...(viewer.kind === 'judge' ? { library: list(state, ctx, viewer, p.library) } : {}),
      ...revealedTop(state, ctx, p.id),
      graveyard: list(state, ctx, viewer, p.graveyard),
      landsPlayed: p.landsPlayed,
      ...(p.speed !== undefined ? { speed: p.speed } : {}),
      ...(p.monarch ? { monarch: true as const } : {}),
      lost: p.lost,
      won: p.won,
      ...dungeonsOf(state, p.id),
    })),
    battlefield: list(state, ctx, viewer, state.battlefield),
    stack: list(state, ctx, viewer, [...state.stack].reverse()),
    exile: list(state, ctx, viewer, state.exile),
    decision: decisionView(state, viewer),
  };
}
