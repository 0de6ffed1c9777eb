// 614.10, 614.10a (seed 419.6e-f): skipping a step. Fatigue is a sorcery, so it can't be cast during a
// draw step, and no catalogue card waits for "the next draw step": this spec adds two test cards,
// an instant with Fatigue's text and an instant whose delayed trigger waits for the next draw step.
import { describe, expect, it } from '@jest/globals';
import { gainLife, instant, skipsNextStep, target, targetPlayer } from '@mtg/cards';
import type { GameState } from '../data/state/game-state.js';
import { act, contextWith, idsOf, lifeOf, resolveStack, startAt } from '../testing/play.js';
import { objectOf } from '../data/state/objects.js';

const suddenFatigue = instant('Sudden Fatigue Test', '{1}{U}')
  .from('spec: Fatigue as an instant, to cast it during a draw step')
  .spell('Target player skips their next draw step.', {
    targets: [targetPlayer()],
    effects: [skipsNextStep(target(0), 'draw')],
  })
  .build();

const omen = instant('Draw Step Omen Test', '{W}')
  .from('spec: a delayed trigger waiting for the next draw step')
  .spell('At the beginning of the next draw step, you gain 3 life.', {
    effects: [
      {
        kind: 'delayed-trigger',
        text: 'You gain 3 life.',
        trigger: { event: 'step', step: 'draw', whose: 'each' },
        effects: [gainLife(3)],
      },
    ],
  })
  .build();

const ctx = contextWith(suddenFatigue, omen);

const libraryCount = (s: GameState, player: string) => s.players.find((p) => p.id === player)!.library.length;

/** Every player passes with an empty stack, declaring no attackers, until the game is at that turn and step. */
function passUntil(s: GameState, turn: number, step: GameState['turn']['step']): GameState {
  while (!(s.turn.number === turn && s.turn.step === step && s.turn.priority)) {
    const player = s.decision?.player ?? s.turn.priority!;
    if (s.decision?.kind === 'declare-attackers')
      s = act(ctx, s, { type: 'DeclareAttackers', player, attackers: [] });
    else if (s.decision) throw new Error(`decision pending: ${s.decision.prompt}`);
    else s = act(ctx, s, { type: 'PassPriority', player });
  }
  return s;
}

const cast = (s: GameState, player: string, name: string, targets: string[][] = []) =>
  resolveStack(
    ctx,
    act(ctx, s, { type: 'CastSpell', player, card: idsOf(s, name, 'hand', player)[0]!, targets }),
  );

const library = ['Island', 'Island', 'Island', 'Island'].map((card) => ({ card }));

describe('614.10: skipping steps', () => {
  it('a skip effect created during a draw step waits for the next draw step: a step that began is not skipped', () => {
    let s = startAt(ctx, {
      turn: 2,
      active: 'bob',
      step: 'draw',
      players: [
        {
          id: 'alice',
          hand: [{ card: 'Sudden Fatigue Test' }],
          battlefield: [{ card: 'Island' }, { card: 'Island' }],
          library,
        },
        { id: 'bob', library },
      ],
    });
    s = act(ctx, s, { type: 'PassPriority', player: 'bob' });
    s = cast(s, 'alice', 'Sudden Fatigue Test', [['bob']]);
    expect(s.turn).toMatchObject({ number: 2, step: 'draw' });
    expect(s.effects.map((e) => e.change)).toEqual([{ kind: 'skip-next-step', step: 'draw' }]);
    s = passUntil(s, 4, 'main1');
    expect(libraryCount(s, 'bob')).toBe(4); // turn 4's draw step skipped
    expect(s.effects).toEqual([]); // used up
    s = passUntil(s, 6, 'main1');
    expect(libraryCount(s, 'bob')).toBe(3);
  });

  it('614.10a: "at the beginning of the next draw step" waits for the first draw step that is not skipped', () => {
    let s = startAt(ctx, {
      players: [
        {
          id: 'alice',
          hand: [{ card: 'Fatigue' }, { card: 'Draw Step Omen Test' }],
          battlefield: ['Island', 'Island', 'Plains'].map((card) => ({ card })),
          library,
        },
        { id: 'bob', library },
      ],
    });
    s = cast(s, 'alice', 'Fatigue', [['bob']]);
    s = cast(s, 'alice', 'Draw Step Omen Test');
    s = passUntil(s, 2, 'main1');
    expect(libraryCount(s, 'bob')).toBe(4); // bob's draw step was skipped: nothing began
    expect(lifeOf(s, 'alice')).toBe(20);
    s = passUntil(s, 3, 'draw');
    expect(s.stack.map((id) => objectOf(s, id)!.name)).toEqual(['Draw Step Omen Test']);
    s = resolveStack(ctx, s);
    expect(lifeOf(s, 'alice')).toBe(23);
    s = passUntil(s, 5, 'main1');
    expect(lifeOf(s, 'alice')).toBe(23); // 603.7b: it triggered once
  });

  it.each([
    ['Fatigue', 0],
    ['Necropotence', 1],
  ])(
    '616.1: Necropotence and Fatigue both skip the draw step; its player chooses %s, which leaves %i Fatigue effect waiting',
    (chosen, left) => {
      let s = startAt(ctx, {
        turn: 2,
        active: 'bob',
        players: [
          {
            id: 'alice',
            hand: [{ card: 'Fatigue' }],
            battlefield: [{ card: 'Island' }, { card: 'Island' }],
            library,
          },
          { id: 'bob', battlefield: [{ card: 'Necropotence' }], library },
        ],
      });
      s = passUntil(s, 3, 'main1');
      s = cast(s, 'alice', 'Fatigue', [['bob']]);
      s = passUntil(s, 4, 'upkeep');
      s = act(ctx, s, { type: 'PassPriority', player: 'bob' });
      s = act(ctx, s, { type: 'PassPriority', player: 'alice' });
      expect(s.decision).toMatchObject({ player: 'bob', kind: 'replacement' });
      expect(s.decision!.options.map((o) => o.label.split(':')[0])).toEqual(['Necropotence', 'Fatigue']);
      const option = s.decision!.options.find((o) => o.label.startsWith(chosen))!;
      s = act(ctx, s, { type: 'MakeChoice', player: 'bob', answer: { kind: 'options', ids: [option.id] } });
      expect(s.turn.step).toBe('main1');
      expect(libraryCount(s, 'bob')).toBe(4); // no draw step of his happened
      expect(s.effects.filter((e) => e.change.kind === 'skip-next-step')).toHaveLength(left);
    },
  );
});
