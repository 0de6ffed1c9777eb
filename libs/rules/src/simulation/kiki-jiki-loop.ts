// The loop benchmark (issue 7): Kiki-Jiki, Mirror Breaker copies Pestermite, whose copy untaps
// Kiki-Jiki, repeated as a shortcut (729.2). `mtg bench engine` times it, and a spec holds the
// engine to a time budget with it.
import type { CardCatalogue } from '@mtg/cards';
import type { Command, ShortcutAction } from '../data/commands/command.js';
import { decide } from '../decide.js';
import type { RulesContext } from '../data/state/context.js';
import { initialState } from '../evolve/evolve.js';
import { buildPosition } from '../setup/position.js';
import type { GameState } from '../data/state/game-state.js';

export interface KikiJikiLoop {
  ctx: RulesContext;
  /** Alice has priority in her main phase with Kiki-Jiki and Pestermite. */
  before: GameState;
  /** Alice's proposal: the loop, repeated `times` times. */
  propose: Command;
  /** Bob's acceptance, to decide on the state after the proposal. */
  accept: Command;
}

/**
 * One repetition: Kiki-Jiki copies Pestermite (a hasty token), the copy enters and its trigger
 * targets Kiki-Jiki, alice chooses to untap it. Each repetition leaves one more token. `cards` holds
 * both cards.
 */
export function kikiJikiLoop(times: number, cards: CardCatalogue): KikiJikiLoop {
  const ctx: RulesContext = { cards };
  const { state: position, created } = buildPosition(
    {
      gameId: 'kiki-jiki-loop',
      players: [
        {
          id: 'alice',
          battlefield: [
            { card: 'Kiki-Jiki, Mirror Breaker', key: 'kiki' },
            { card: 'Pestermite', key: 'mite' },
          ],
        },
        { id: 'bob' },
      ],
      turn: 3,
      step: 'main1',
    },
    ctx,
  );
  const id = (key: string) => created.find((c) => c.key === key)!.id;
  const result = decide({ type: 'StartFromPosition', initial: position }, initialState(), ctx);
  if (!result.ok) throw new Error(result.rejection.message);
  const kiki = id('kiki');
  const actions: ShortcutAction[] = [
    { type: 'ActivateAbility', player: 'alice', source: kiki, ability: 0, targets: [[id('mite')]] },
    { type: 'ResolveTop' },
    { type: 'MakeChoice', player: 'alice', answer: { kind: 'options', ids: [kiki] } },
    { type: 'ResolveTop' },
    { type: 'MakeChoice', player: 'alice', answer: { kind: 'yes-no', yes: true } },
    { type: 'MakeChoice', player: 'alice', answer: { kind: 'options', ids: ['untap'] } },
  ];
  return {
    ctx,
    before: result.state,
    propose: { type: 'ProposeShortcut', player: 'alice', actions, times },
    accept: { type: 'MakeChoice', player: 'bob', answer: { kind: 'number', value: times } },
  };
}
