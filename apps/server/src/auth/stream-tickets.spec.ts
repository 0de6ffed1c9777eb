import { describe, expect, it } from '@jest/globals';
import { StreamTickets } from './stream-tickets.js';

const alice = { kind: 'seat', gameId: 'g1', player: 'alice', generation: 0 } as const;
const SECRET = 's3cret';

describe('stream tickets', () => {
  const clock = () => {
    let now = 1_000;
    return { now: () => now, pass: (ms: number) => (now += ms) };
  };
  const refused = (redeem: () => unknown) =>
    expect(redeem).toThrow(
      expect.objectContaining({ problem: expect.objectContaining({ code: 'TICKET_INVALID' }) }),
    );

  it('a ticket stands for its caller once, for its game, until it expires', () => {
    const time = clock();
    const tickets = new StreamTickets(SECRET, 60_000, time.now);
    const { ticket, expiresInSeconds } = tickets.issue('g1', alice);
    expect(expiresInSeconds).toBe(60);
    expect(ticket).toMatch(/^[\w-]+\.[\w-]{43}$/);
    expect(tickets.redeem(ticket, 'g1')).toEqual(alice);
    refused(() => tickets.redeem(ticket, 'g1'));
    const other = tickets.issue('g1', alice).ticket;
    refused(() => tickets.redeem(other, 'g2'));
    expect(tickets.redeem(other, 'g1')).toEqual(alice);
    const late = tickets.issue('g1', alice).ticket;
    time.pass(60_001);
    refused(() => tickets.redeem(late, 'g1'));
  });

  it('holds no state: another instance with the secret takes it, not one with another secret', () => {
    const time = clock();
    const { ticket } = new StreamTickets(SECRET, 60_000, time.now).issue('g1', alice);

    refused(() => new StreamTickets('another secret', 60_000, time.now).redeem(ticket, 'g1'));
    expect(new StreamTickets(SECRET, 60_000, time.now).redeem(ticket, 'g1')).toEqual(alice);
  });

  it('a ticket changed in any way is refused', () => {
    const tickets = new StreamTickets(SECRET, 60_000);
    const { ticket } = tickets.issue('g1', alice);
    const [body, signature] = ticket.split('.') as [string, string];
    const judge = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), actor: { kind: 'judge' } }),
    ).toString('base64url');

    for (const changed of [
      `${judge}.${signature}`,
      `${body}.${signature.slice(1)}x`,
      body,
      `${ticket}.x`,
      '',
    ])
      refused(() => tickets.redeem(changed, 'g1'));
  });

  it('remembers the tickets it took only until they expire', () => {
    const time = clock();
    const tickets = new StreamTickets(SECRET, 1_000, time.now);
    const taken = (tickets as unknown as { taken: Map<string, number> }).taken;
    for (let i = 0; i < 100; i++) tickets.redeem(tickets.issue('g1', alice).ticket, 'g1');
    time.pass(1_001);
    tickets.redeem(tickets.issue('g1', alice).ticket, 'g1');
    expect(taken.size).toBe(1);
  });
});
