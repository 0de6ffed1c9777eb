import { describe, expect, it } from '@jest/globals';
import { initialState, type Command } from '@mtg/rules';
import { ForbiddenError } from '../errors.js';
import { matchGameId } from '../matches/match-ids.js';
import {
  actorOf,
  authorizeBackup,
  authorizeCommand,
  judgesGame,
  judgesMatch,
  judgeToken,
  listScope,
  mayAuthoriseBackup,
  mayDeviateFromPenalties,
  seatToken,
  viewerOf,
} from './actors.js';

const config = { secret: 's3cret', judgeToken: 'judge' };

describe('seat tokens', () => {
  it('the first token of a seat has no generation; later ones carry theirs, signed', () => {
    const first = seatToken(config, 'g1', 'alice');
    expect(first.split('.')).toHaveLength(4);
    expect(actorOf(config, first)).toEqual({ kind: 'seat', gameId: 'g1', player: 'alice', generation: 0 });
    const third = seatToken(config, 'g1', 'alice', 2);
    expect(third.split('.')).toHaveLength(5);
    expect(actorOf(config, third)).toEqual({ kind: 'seat', gameId: 'g1', player: 'alice', generation: 2 });
  });

  it('a generation changed by hand, another secret or a mangled token is refused', () => {
    const parts = seatToken(config, 'g1', 'alice', 1).split('.');
    const forged = [...parts.slice(0, 3), '7', parts[4]].join('.');
    expect(() => actorOf(config, forged)).toThrow(ForbiddenError);
    expect(() => actorOf({ secret: 'other' }, parts.join('.'))).toThrow(ForbiddenError);
    expect(() => actorOf(config, `${parts.join('.')}.x`)).toThrow(ForbiddenError);
    expect(() => actorOf(config, parts.slice(1).join('.'))).toThrow(ForbiddenError);
  });
});

describe('organisers', () => {
  const organiser = { kind: 'organiser', organiser: 'abc' } as const;

  it('sees a game as a spectator does', () => {
    expect(viewerOf(organiser, 'g1')).toEqual({ kind: 'spectator' });
  });

  it('lists the games it created; a seat its own; the judge all; a spectator none', () => {
    expect(listScope(organiser)).toEqual({ organiser: 'abc' });
    expect(listScope({ kind: 'seat', gameId: 'g1', player: 'alice' })).toEqual({ id: 'g1' });
    expect(listScope({ kind: 'judge', role: 'head' })).toEqual({});
    expect(listScope({ kind: 'spectator' })).toBeUndefined();
  });
});

describe('judges (issue 18, item 6)', () => {
  it('the configured judge token is the head judge of every game', () => {
    const judge = actorOf(config, 'judge');
    expect(judge).toEqual({ kind: 'judge', role: 'head' });
    expect(judgesGame(judge, 'any-game')).toBe(true);
    expect(viewerOf(judge, 'any-game')).toEqual({ kind: 'judge' });
  });

  it("a match's judge token judges the match's games only, and sees the others as a spectator", () => {
    const floor = actorOf(config, judgeToken(config, 'm1', 'floor', 'Dana'));
    expect(floor).toEqual({ kind: 'judge', role: 'floor', match: 'm1', name: 'Dana' });
    expect(judgesGame(floor, matchGameId('m1', 2))).toBe(true);
    expect(judgesMatch(floor, 'm1')).toBe(true);
    expect(judgesGame(floor, matchGameId('m2', 1))).toBe(false);
    expect(judgesGame(floor, 'a-lone-game')).toBe(false);
    expect(viewerOf(floor, matchGameId('m2', 1))).toEqual({ kind: 'spectator' });
    expect(listScope(floor)).toEqual({ match: 'm1' });
  });

  it('IPG 1, 1.4: only the head judge deviates from penalties and authorises backups', () => {
    const head = actorOf(config, judgeToken(config, 'm1', 'head', 'Lee'));
    const floor = actorOf(config, judgeToken(config, 'm1', 'floor', 'Dana'));
    const game = matchGameId('m1', 1);
    expect([mayAuthoriseBackup(head, game), mayDeviateFromPenalties(head, game)]).toEqual([true, true]);
    expect([mayAuthoriseBackup(floor, game), mayDeviateFromPenalties(floor, game)]).toEqual([false, false]);
    expect(mayAuthoriseBackup(head, matchGameId('m2', 1))).toBe(false);
    expect(mayAuthoriseBackup({ kind: 'organiser', organiser: 'abc' }, game)).toBe(false);
  });

  it('a judge token with its role, match or name changed, or signed with another secret, is refused', () => {
    const parts = judgeToken(config, 'm1', 'floor', 'Dana').split('.');
    expect(() => actorOf(config, [parts[0], parts[1], 'head', ...parts.slice(3)].join('.'))).toThrow(
      ForbiddenError,
    );
    expect(() =>
      actorOf(config, [parts[0], Buffer.from('m2').toString('base64url'), ...parts.slice(2)].join('.')),
    ).toThrow(ForbiddenError);
    expect(() => actorOf({ secret: 'other' }, parts.join('.'))).toThrow(ForbiddenError);
  });
});

describe("the judge's commands", () => {
  const seat = { kind: 'seat', gameId: 'g1', player: 'alice' } as const;

  it('104.3k, IPG 1.4, IPG 2.5: a seat may not give a game loss penalty, back up, or apply a partial fix', () => {
    expect(() =>
      authorizeCommand(seat, 'g1', { type: 'GameLossPenalty', player: 'alice', infraction: 'x' }),
    ).toThrow('only a judge gives a game loss penalty');
    const backup: Command = {
      type: 'Backup',
      judge: 'alice',
      from: 1,
      to: 0,
      target: initialState(),
      since: [],
      knownDrawn: [],
      knownPositions: [],
    };
    expect(() => authorizeCommand(seat, 'g1', backup)).toThrow('only a judge backs up a game (IPG 1.4)');
    expect(() =>
      authorizeCommand(seat, 'g1', {
        type: 'PartialFix',
        judge: 'alice',
        fix: { kind: 'draw', player: 'alice' },
      }),
    ).toThrow('only a judge applies a partial fix (IPG 2.5)');
  });

  it('IPG 1.4: only the head judge of the game authorises a backup, recorded by name', () => {
    expect(authorizeBackup({ kind: 'judge', role: 'head' }, 'g1')).toBe('judge');
    const head = actorOf(config, judgeToken(config, 'm1', 'head', 'Lee'));
    expect(authorizeBackup(head, matchGameId('m1', 1))).toBe('Lee');
    expect(() => authorizeBackup(head, 'g1')).toThrow(ForbiddenError);
    expect(() =>
      authorizeBackup(actorOf(config, judgeToken(config, 'm1', 'floor', 'Dana')), matchGameId('m1', 1)),
    ).toThrow(ForbiddenError);
    expect(() => authorizeBackup(seat, 'g1')).toThrow(ForbiddenError);
    expect(() => authorizeBackup({ kind: 'organiser', organiser: 'abc' }, 'g1')).toThrow(
      'only the head judge of this game authorises a backup (IPG 1.4)',
    );
  });
});
