import { describe, expect, it } from '@jest/globals';
import { ForbiddenError } from '../errors.js';
import { actorOf, listScope, seatToken, viewerOf } from './actors.js';

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
    expect(listScope({ kind: 'judge' })).toEqual({});
    expect(listScope({ kind: 'spectator' })).toBeUndefined();
  });
});
