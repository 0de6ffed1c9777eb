// The audit trail explains every number: each replacement and prevention (614, 615, 616) in words,
// with who chose it, and each refused command with its rule.
import { describe, expect, it } from '@jest/globals';
import { cardCatalogue } from '@mtg/oracle';
import {
  buildPosition,
  decide,
  initialState,
  type Command,
  type GameEvent,
  type GameState,
  type PlayerSpec,
  allObjects,
} from '@mtg/rules';
import type { RecordedEvent } from '@mtg/event-store';
import { refusedCommand } from '../games/game-service.js';
import { auditTrail } from './audit-trail.js';

const ctx = { cards: cardCatalogue };

/** Plays commands from a position and records every event as the game stream would. */
function record(players: PlayerSpec[], commands: (s: GameState) => Command | undefined): RecordedEvent[] {
  const { state: initial } = buildPosition({ gameId: 'audit', players }, ctx);
  const events: GameEvent[] = [];
  let state = initialState();
  for (
    let command: Command | undefined = { type: 'StartFromPosition', initial };
    command;
    command = commands(state)
  ) {
    const result = decide(command, state, ctx);
    if (!result.ok) throw new Error(result.rejection.message);
    events.push(...result.events);
    state = result.state;
  }
  return events.map((data, i) => recorded('game-audit', i, data));
}

function recorded(stream: string, revision: number, data: unknown): RecordedEvent {
  const type = (data as { type: string }).type;
  return {
    id: `${stream}-${revision}`,
    type,
    data,
    metadata: {},
    stream,
    revision: BigInt(revision),
    position: BigInt(revision),
    created: '',
  };
}

const byName = (s: GameState, name: string) => allObjects(s).find((o) => o.name === name)!.id;

describe('the audit trail (614, 615, 616)', () => {
  it('explains Furnace of Rath and a shield applied in the order the affected player chose', () => {
    const script: ((s: GameState) => Command)[] = [
      (s) => ({
        type: 'CastSpell',
        player: 'alice',
        card: byName(s, 'Healing Salve'),
        modes: [2],
        targets: [['alice']],
      }),
      () => ({ type: 'PassPriority', player: 'alice' }),
      () => ({ type: 'PassPriority', player: 'bob' }),
      () => ({ type: 'PassPriority', player: 'alice' }),
      (s) => ({ type: 'CastSpell', player: 'bob', card: byName(s, 'Shock'), targets: [['alice']] }),
      () => ({ type: 'PassPriority', player: 'bob' }),
      () => ({ type: 'PassPriority', player: 'alice' }),
      (s) => ({
        type: 'ChooseReplacement',
        player: 'alice',
        effect: s.decision!.options.find((o) => o.label.startsWith('Furnace'))!.id,
      }),
    ];
    let step = 0;
    const game = record(
      [
        { id: 'alice', hand: [{ card: 'Healing Salve' }], battlefield: [{ card: 'Plains' }] },
        {
          id: 'bob',
          hand: [{ card: 'Shock' }],
          battlefield: [{ card: 'Mountain' }, { card: 'Furnace of Rath' }],
        },
      ],
      (s) => script[step++]?.(s),
    );
    const entries = auditTrail(game, []);
    expect(entries.map((e) => [e.kind, e.rule])).toEqual([
      ['replacement', '616.1'],
      ['prevention', '615.1'],
    ]);
    expect(entries[0]!.text).toMatch(
      /^Furnace of Rath .*Shock \(o\d+\) would deal 2 damage to alice, instead .* would deal 4 damage to alice; alice chose to apply it first$/,
    );
    expect(entries[1]!.text).toMatch(
      /^Healing Salve \(prevent the next 3 damage\): 3 damage from Shock \(o\d+\) to alice prevented$/,
    );
    // Each entry points at the recorded event it explains.
    for (const entry of entries) expect(game[entry.revision]!.data).toBe(entry.data);
  });

  it("explains a stun counter kept on in its controller's untap step (122.1d) as a replacement", () => {
    // Alice passes her turn 1; bob's untap step untaps his Forest, not his stunned Craw Wurm.
    const game = record(
      [
        { id: 'alice' },
        {
          id: 'bob',
          battlefield: [
            { card: 'Craw Wurm', tapped: true, counters: { stun: 1 } },
            { card: 'Forest', tapped: true },
          ],
        },
      ],
      (s) => {
        if (s.turn.number > 1) return undefined;
        if (s.decision?.kind === 'declare-attackers')
          return { type: 'DeclareAttackers', player: s.decision.player, attackers: [] };
        return { type: 'PassPriority', player: s.turn.priority! };
      },
    );
    const entries = auditTrail(game, []);
    expect(entries.map((e) => [e.kind, e.rule])).toEqual([['replacement', '614.1']]);
    expect(entries[0]!.text).toMatch(
      /^Craw Wurm \(if this permanent would become untapped, instead remove a stun counter from it \(122\.1d\)\): Craw Wurm \(o\d+\), Forest \(o\d+\) would untap, instead Forest \(o\d+\) would untap; Craw Wurm \(o\d+\) would lose a stun counter$/,
    );
    const events = game.map((r) => r.data as GameEvent);
    const at = events.findIndex((e) => e.type === 'ReplacementApplied');
    expect(events.slice(at + 1, at + 3)).toMatchObject([
      { type: 'CountersRemoved', counter: 'stun', amount: 1 },
      { type: 'PermanentsUntapped', objects: [expect.any(String)] },
    ]);
  });

  it('reads refused commands recorded in their bounded form as it read the older whole ones', () => {
    const game = record([{ id: 'alice' }, { id: 'bob' }], () => undefined);
    const rejection = { code: 'NO_PRIORITY', rule: '117.1', message: 'bob does not have priority' };
    const whole = { type: 'PlayLand', player: 'bob', card: 'o1' } as const;
    const refusals = [
      { command: whole, rejection, revision: 2 },
      { command: refusedCommand(whole), rejection, revision: 2 },
    ];
    const entries = auditTrail(
      game,
      refusals.map((refusal, i) => ({ ...recorded('audit-audit', i, refusal), type: 'CommandRejected' })),
    );
    expect(entries.map((e) => e.text)).toEqual([
      'refused PlayLand by bob: bob does not have priority (NO_PRIORITY)',
      'refused PlayLand by bob: bob does not have priority (NO_PRIORITY)',
    ]);
  });

  it('lists refused commands from the audit stream at the revision they were judged against', () => {
    const game = record([{ id: 'alice' }, { id: 'bob' }], () => undefined);
    const refusal = {
      command: { type: 'PlayLand', player: 'bob', card: 'o1' },
      rejection: { code: 'NO_PRIORITY', rule: '117.1', message: 'bob does not have priority' },
      revision: 2,
    };
    const entries = auditTrail(game, [{ ...recorded('audit-audit', 0, refusal), type: 'CommandRejected' }]);
    expect(entries).toEqual([
      {
        revision: 2,
        kind: 'rejected-command',
        rule: '117.1',
        text: 'refused PlayLand by bob: bob does not have priority (NO_PRIORITY)',
        data: refusal,
      },
    ]);
  });

  it('explains a shortcut taken (729.2c), with where a player who shortened it stops', () => {
    const mite = (s: GameState) => byName(s, 'Pestermite');
    const kiki = (s: GameState) => byName(s, 'Kiki-Jiki, Mirror Breaker');
    const script: ((s: GameState) => Command)[] = [
      (s) => ({
        type: 'ProposeShortcut',
        player: 'alice',
        times: 3,
        actions: [
          { type: 'ActivateAbility', player: 'alice', source: kiki(s), ability: 0, targets: [[mite(s)]] },
          { type: 'ResolveTop' },
          { type: 'MakeChoice', player: 'alice', answer: { kind: 'options', ids: [kiki(s)] } },
          { type: 'ResolveTop' },
          { type: 'MakeChoice', player: 'alice', answer: { kind: 'yes-no', yes: true } },
          { type: 'MakeChoice', player: 'alice', answer: { kind: 'options', ids: ['untap'] } },
        ],
      }),
      () => ({ type: 'MakeChoice', player: 'bob', answer: { kind: 'number', value: 2 } }),
    ];
    let step = 0;
    const game = record(
      [
        { id: 'alice', battlefield: [{ card: 'Kiki-Jiki, Mirror Breaker' }, { card: 'Pestermite' }] },
        { id: 'bob' },
      ],
      (s) => script[step++]?.(s),
    );
    expect(auditTrail(game, []).map((e) => [e.kind, e.rule, e.text])).toEqual([
      ['shortcut', '729.2c', "alice's shortcut taken: 2 repetition(s), then up to the first choice of bob"],
    ]);
  });

  it('explains a casting reversed (730.1) with the rule it broke, and what of it stands', () => {
    const script: ((s: GameState) => Command)[] = [
      (s) => ({ type: 'AnnounceSpell', player: 'alice', card: byName(s, 'Death Bomb') }),
      (s) => ({
        type: 'MakeChoice',
        player: 'alice',
        answer: { kind: 'options', ids: [byName(s, 'Hill Giant')] },
      }),
      (s) => ({
        type: 'ActivateManaAbility',
        player: 'alice',
        source: byName(s, "Ashnod's Altar"),
        sacrifice: [byName(s, 'Darksteel Colossus')],
      }),
      () => ({ type: 'PayCost', player: 'alice', sacrifice: [] }),
    ];
    const game = record(
      [
        {
          id: 'alice',
          hand: [{ card: 'Death Bomb' }],
          battlefield: [{ card: "Ashnod's Altar" }, { card: 'Darksteel Colossus' }],
        },
        { id: 'bob', battlefield: [{ card: 'Hill Giant' }] },
      ],
      (s) => script.shift()?.(s),
    );
    const reversal = auditTrail(game, []).filter((e) => e.kind === 'reversed-action');
    expect(reversal).toEqual([
      expect.objectContaining({
        rule: '730.1, 118.3',
        text: expect.stringMatching(
          /^alice's casting of Death Bomb illegal at activate-mana-abilities: .+ \(118\.3\): reversed, the game is back to before it was announced; Darksteel Colossus \(o\d+\) to the library stands \(730\.1\)$/,
        ),
      }),
    ]);
  });
});

describe("the audit trail of battles' protectors (310.8a, 704.5x)", () => {
  it('says who chose which protector, as a Siege entered and as a state-based action', () => {
    const script: ((s: GameState) => Command)[] = [
      (s) => ({ type: 'CastSpell', player: 'alice', card: byName(s, 'Invasion of Dominaria') }),
      () => ({ type: 'PassPriority', player: 'alice' }),
      () => ({ type: 'PassPriority', player: 'bob' }),
    ];
    const game = record(
      [
        {
          id: 'alice',
          hand: [{ card: 'Invasion of Dominaria' }],
          battlefield: [
            { card: 'Plains' },
            { card: 'Plains' },
            { card: 'Plains' },
            { card: 'Invasion of Dominaria', protector: 'alice' },
          ],
        },
        { id: 'bob' },
      ],
      (s) => script.shift()?.(s),
    );
    const entries = auditTrail(game, []).filter((e) => e.kind === 'protector');
    expect(entries).toEqual([
      expect.objectContaining({
        rule: '704.5x',
        text: expect.stringMatching(
          /^alice chose bob as the protector of Invasion of Dominaria \(o\d+\), as its controller was its protector$/,
        ),
      }),
      expect.objectContaining({
        rule: '310.8a',
        text: expect.stringMatching(
          /^Invasion of Dominaria \(o\d+\) entered the battlefield; alice chose bob as its protector$/,
        ),
      }),
    ]);
  });
});
