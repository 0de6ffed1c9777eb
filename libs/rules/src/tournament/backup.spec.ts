// IPG 1.4 (Backing Up): a head judge returns the game to an earlier moment; each action since is
// reversed, the last first; a card drawn since that the opponents didn't know is replaced by a random
// card of the hand put back on top (701.20a: a shuffle since is undone by shuffling the library's
// random portion, the cards whose position was known keeping it). IPG 2.5: a judge's partial fixes.
import { describe, expect, it } from '@jest/globals';
import { cardCatalogue } from '@mtg/oracle';
import type { Command } from '../data/commands/command.js';
import type { EventOf } from '../data/events/game-event.js';
import type { GameState, ObjectId, PlayerId } from '../data/state/game-state.js';
import { objectOf } from '../data/state/objects.js';
import { randomStateOf } from '../data/state/random.js';
import { decide } from '../decide.js';
import { evolveAll, initialState } from '../evolve/evolve.js';
import { buildPosition, type PlayerSpec } from '../setup/position.js';
import { idsOf, lifeOf, playAll, resolveStack, type Played } from '../testing/play.js';

const ctx = { cards: cardCatalogue };

function started(alice: Omit<PlayerSpec, 'id'>, bob: Omit<PlayerSpec, 'id'> = {}): Played {
  const { state } = buildPosition(
    {
      gameId: 'backup',
      active: 'alice',
      step: 'main1',
      players: [
        { id: 'alice', ...alice },
        { id: 'bob', ...bob },
      ],
    },
    ctx,
  );
  return playAll(ctx, { state: initialState(), events: [] }, { type: 'StartFromPosition', initial: state });
}

/** The last revision of the game (each event is one revision, from 0). */
const revisionOf = (game: Played) => game.events.length - 1;

/** The judge's backup of `game` to revision `to`, as the service builds it from the record. */
function backup(
  game: Played,
  to: number,
  known: { drawn?: ObjectId[]; positions?: ObjectId[] } = {},
): Command {
  return {
    type: 'Backup',
    judge: 'head judge',
    from: revisionOf(game),
    to,
    target: evolveAll(initialState(), game.events.slice(0, to + 1)),
    since: game.events.slice(to + 1),
    knownDrawn: known.drawn ?? [],
    knownPositions: known.positions ?? [],
  };
}

function backedUp(game: Played, command: Command): { state: GameState; event: EventOf<'GameBackedUp'> } {
  const result = decide(command, game.state, ctx);
  if (!result.ok) throw new Error(`${result.rejection.code}: ${result.rejection.message}`);
  expect(result.events.map((e) => e.type)).toEqual(['GameBackedUp']);
  return { state: result.state, event: result.events[0] as EventOf<'GameBackedUp'> };
}

const names = (state: GameState, ids: readonly ObjectId[]) => ids.map((id) => objectOf(state, id)!.name);
const player = (state: GameState, id: PlayerId) => state.players.find((p) => p.id === id)!;

describe('IPG 1.4: backing up', () => {
  it('IPG 1.4: a simple backup reverses the last action: Lightning Bolt back in hand, its Mountain untapped, bob at 20', () => {
    const game = started({ hand: [{ card: 'Lightning Bolt' }], battlefield: [{ card: 'Mountain' }] });
    const before = revisionOf(game);
    const bolt = idsOf(game.state, 'Lightning Bolt', 'hand')[0]!;
    const cast: Command = { type: 'CastSpell', player: 'alice', card: bolt, targets: [['bob']] };
    const bolted = playAll(ctx, game, cast);
    const resolved = playAll(ctx, bolted, ...passesUntilResolved(bolted.state));
    expect(lifeOf(resolved.state, 'bob')).toBe(17);

    const { state, event } = backedUp(resolved, backup(resolved, before));
    expect(lifeOf(state, 'bob')).toBe(20);
    expect(names(state, player(state, 'alice').hand)).toEqual(['Lightning Bolt']);
    expect(player(state, 'alice').graveyard).toEqual([]);
    expect(objectOf(state, idsOf(state, 'Mountain')[0]!)!.tapped).toBe(false);
    expect(state.stack).toEqual([]);
    expect(state.turn).toMatchObject({ active: 'alice', step: 'main1', priority: 'alice' });
    // The events since, reversed the most recent first, and nothing drawn or shuffled.
    expect(event).toMatchObject({
      judge: 'head judge',
      from: revisionOf(resolved),
      to: before,
      returned: [],
    });
    expect(event.undone[0]!.revision).toBe(revisionOf(resolved));
    expect(event.undone.at(-1)).toEqual({ revision: before + 1, type: resolved.events[before + 1]!.type });
    expect(event.undone.map((u) => u.type)).toContain('DamageDealt');
    // Ids go on from where they were: no object of the reversed actions' is given again.
    expect(state.nextId).toBe(resolved.state.nextId);

    // The game goes on from the restored state.
    const again = playAll(ctx, { state, events: [] }, cast);
    expect(lifeOf(resolveStack(ctx, again.state), 'bob')).toBe(17);
  });

  it('IPG 1.4, 121.1: cards drawn that the opponent did not know: random cards of the hand go back on top in their place', () => {
    const library = ['Forest', 'Plains', 'Swamp', 'Mountain'].map((card) => ({ card }));
    const islands = [{ card: 'Island' }, { card: 'Island' }, { card: 'Island' }];
    const game = started({
      hand: [{ card: 'Divination' }, { card: 'Shock' }],
      library,
      battlefield: islands,
    });
    const before = revisionOf(game);
    const divination = idsOf(game.state, 'Divination', 'hand')[0]!;
    const cast = playAll(ctx, game, { type: 'CastSpell', player: 'alice', card: divination });
    const drawn = playAll(ctx, cast, ...passesUntilResolved(cast.state));
    expect(names(drawn.state, player(drawn.state, 'alice').hand).sort()).toEqual([
      'Forest',
      'Plains',
      'Shock',
    ]);

    const command = backup(drawn, before);
    const { state, event } = backedUp(drawn, command);
    const alice = player(state, 'alice');
    // As many cards in hand and library as before the draws; the two put back are on top.
    expect(alice.hand).toHaveLength(2);
    expect(alice.library).toHaveLength(4);
    expect(names(state, alice.library.slice(2))).toEqual(['Swamp', 'Mountain']);
    const putBack = names(state, alice.library.slice(0, 2));
    expect([...putBack, ...names(state, alice.hand)].sort()).toEqual([
      'Divination',
      'Forest',
      'Plains',
      'Shock',
    ]);
    expect(event.returned).toEqual([
      { player: 'alice', object: alice.library[0], name: putBack[0], random: true, drawn: 'Forest' },
      { player: 'alice', object: alice.library[1], name: putBack[1], random: true, drawn: 'Plains' },
    ]);
    // Each card that changed zones is a new object (400.7); the Islands are untapped again.
    for (const id of alice.library) expect(objectOf(state, id)!.zone).toBe('library');
    for (const id of alice.hand) expect(objectOf(state, id)!.zone).toBe('hand');
    expect(idsOf(state, 'Island').map((id) => objectOf(state, id)!.tapped)).toEqual([false, false, false]);
    // The random choice is the game's generator's: the same backup gives the same events (a replay proves it).
    const replayed = decide(command, drawn.state, ctx);
    expect(replayed.ok && replayed.events).toEqual([event]);
    expect(randomStateOf(state.rng).draws).toBeGreaterThan(randomStateOf(drawn.state.rng).draws);
  });

  it('IPG 1.4: a card drawn that all opponents knew goes back itself, in its place', () => {
    const library = ['Forest', 'Plains', 'Swamp'].map((card) => ({ card }));
    const islands = [{ card: 'Island' }, { card: 'Island' }, { card: 'Island' }];
    const game = started({ hand: [{ card: 'Divination' }], library, battlefield: islands });
    const before = revisionOf(game);
    const cast = playAll(ctx, game, {
      type: 'CastSpell',
      player: 'alice',
      card: idsOf(game.state, 'Divination', 'hand')[0]!,
    });
    const drawn = playAll(ctx, cast, ...passesUntilResolved(cast.state));
    const inHand = player(drawn.state, 'alice').hand;
    const { state, event } = backedUp(drawn, backup(drawn, before, { drawn: inHand }));
    const alice = player(state, 'alice');
    expect(names(state, alice.hand)).toEqual(['Divination']);
    expect(names(state, alice.library)).toEqual(['Forest', 'Plains', 'Swamp']);
    expect(event.returned.map((r) => [r.name, r.random])).toEqual([
      ['Forest', false],
      ['Plains', false],
    ]);
  });

  it('IPG 1.4, 701.20a: a shuffle since is undone by shuffling the random portion; a card whose position was known keeps it', () => {
    const library = ['Forest', 'Plains', 'Swamp', 'Island', 'Mountain', 'Brainstorm', 'Shock', 'Opt', 'Peek'];
    const game = started({
      library: library.map((card) => ({ card })),
      battlefield: [{ card: "Ashnod's Altar" }, { card: 'Darksteel Colossus' }],
    });
    const before = revisionOf(game);
    const [altar, colossus] = [
      idsOf(game.state, "Ashnod's Altar")[0]!,
      idsOf(game.state, 'Darksteel Colossus')[0]!,
    ];
    // Darksteel Colossus, sacrificed for {C}{C}, is shuffled into its owner's library instead.
    const sacrificed = playAll(ctx, game, {
      type: 'ActivateManaAbility',
      player: 'alice',
      source: altar,
      sacrifice: [colossus],
    });
    expect(sacrificed.events.map((e) => e.type)).toContain('LibraryShuffled');
    expect(player(sacrificed.state, 'alice').manaPool.C).toBe(2);

    const top = player(game.state, 'alice').library[0]!;
    const { state, event } = backedUp(sacrificed, backup(sacrificed, before, { positions: [top] }));
    const alice = player(state, 'alice');
    expect(event.reshuffled).toEqual(['alice']);
    expect(idsOf(state, 'Darksteel Colossus')).toEqual([colossus]);
    expect(alice.manaPool.C).toBe(0);
    // The known top card keeps its place; the others are the same cards in a new random order.
    expect(alice.library[0]).toBe(top);
    expect(names(state, alice.library).sort()).toEqual([...library].sort());
    expect(names(state, alice.library)).not.toEqual(library);
  });

  it('IPG 1.4: a backup to a moment the game was carrying out an action, or to a revision not before now, is refused and changes nothing', () => {
    const game = started({ hand: [{ card: 'Lightning Bolt' }], battlefield: [{ card: 'Mountain' }] });
    const bolt = idsOf(game.state, 'Lightning Bolt', 'hand')[0]!;
    const bolted = playAll(ctx, game, { type: 'CastSpell', player: 'alice', card: bolt, targets: [['bob']] });
    const refusal = (command: Command) => {
      const result = decide(command, bolted.state, ctx);
      return result.ok ? undefined : result.rejection;
    };
    // Right after StartFromPosition's first event, nobody had priority yet.
    expect(refusal(backup(bolted, 0))).toMatchObject({ code: 'BACKUP_MID_ACTION', rule: 'IPG 1.4' });
    const now = revisionOf(bolted);
    expect(refusal({ ...(backup(bolted, now - 1) as object), to: now } as Command)).toMatchObject({
      code: 'BACKUP_REVISION',
      rule: 'IPG 1.4',
    });
  });
});

describe('IPG 2.5: partial fixes of a game rule violation', () => {
  const fix = (game: Played, partial: Extract<Command, { type: 'PartialFix' }>['fix']) =>
    decide({ type: 'PartialFix', judge: 'floor judge', fix: partial }, game.state, ctx);
  const game = started(
    {
      hand: [{ card: 'Shock' }],
      library: [{ card: 'Forest' }],
      graveyard: [{ card: 'Grizzly Bears' }],
      battlefield: [{ card: 'Mountain', tapped: true }, { card: 'Island' }, { card: 'Hill Giant' }],
    },
    {},
  );
  const only = (name: string, where?: 'hand' | 'graveyard') => idsOf(game.state, name, where)[0]!;

  it('IPG 2.5: untap a permanent that should have been untapped, tap one that should have been tapped', () => {
    const untapped = fix(game, { kind: 'untap', object: only('Mountain') });
    expect(untapped.ok && untapped.events.map((e) => e.type).slice(0, 2)).toEqual([
      'PartialFixApplied',
      'PermanentsUntapped',
    ]);
    expect(untapped.ok && objectOf(untapped.state, only('Mountain'))!.tapped).toBe(false);
    const tapped = fix(game, { kind: 'tap', object: only('Island') });
    expect(tapped.ok && objectOf(tapped.state, only('Island'))!.tapped).toBe(true);
    // The player who had priority receives it again (117.3).
    expect(tapped.ok && tapped.state.turn.priority).toBe('alice');
  });

  it('IPG 2.5, 121.1: draw a card that should have been drawn; discard one that should have been discarded', () => {
    const drew = fix(game, { kind: 'draw', player: 'alice' });
    expect(drew.ok && names(drew.state, player(drew.state, 'alice').hand).sort()).toEqual([
      'Forest',
      'Shock',
    ]);
    expect(
      drew.ok && drew.events.find((e): e is EventOf<'ZoneChanged'> => e.type === 'ZoneChanged'),
    ).toMatchObject({ from: 'library', to: 'hand', reason: 'draw' });
    const discarded = fix(game, { kind: 'discard', object: only('Shock', 'hand') });
    expect(discarded.ok && names(discarded.state, player(discarded.state, 'alice').graveyard).sort()).toEqual(
      ['Grizzly Bears', 'Shock'],
    );
  });

  it('IPG 2.5, 1.4: return to hand what should have been; move an object known to all players to its zone', () => {
    const returned = fix(game, { kind: 'return-to-hand', object: only('Hill Giant') });
    expect(returned.ok && names(returned.state, player(returned.state, 'alice').hand).sort()).toEqual([
      'Hill Giant',
      'Shock',
    ]);
    const moved = fix(game, { kind: 'move', object: only('Grizzly Bears', 'graveyard'), to: 'exile' });
    expect(moved.ok && names(moved.state, moved.state.exile)).toEqual(['Grizzly Bears']);
    expect(moved.ok && moved.events[0]).toEqual({
      type: 'PartialFixApplied',
      judge: 'floor judge',
      fix: { kind: 'move', object: only('Grizzly Bears', 'graveyard'), to: 'exile' },
      name: 'Grizzly Bears',
    });
  });

  it('IPG 1.4: a card in a hand is known to its owner only: it is not moved by a fix; an untapped permanent is not untapped', () => {
    expect(fix(game, { kind: 'move', object: only('Shock', 'hand'), to: 'exile' })).toMatchObject({
      ok: false,
      rejection: { code: 'FIX_NOT_POSSIBLE', rule: 'IPG 2.5' },
    });
    expect(fix(game, { kind: 'untap', object: only('Island') })).toMatchObject({
      ok: false,
      rejection: { code: 'FIX_NOT_POSSIBLE' },
    });
  });
});

/** Each player passes in turn, from the one with priority, until the stack is empty. */
function passesUntilResolved(state: GameState): Command[] {
  const commands: Command[] = [];
  let s = state;
  while (s.stack.length && !s.decision) {
    const pass: Command = { type: 'PassPriority', player: s.turn.priority! };
    commands.push(pass);
    const result = decide(pass, s, ctx);
    if (!result.ok) throw new Error(result.rejection.message);
    s = result.state;
  }
  return commands;
}
