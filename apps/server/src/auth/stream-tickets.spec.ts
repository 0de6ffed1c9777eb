import { describe, expect, it } from '@jest/globals';
import { StreamTickets } from './stream-tickets.js';

const alice = { kind: 'seat', gameId: 'g1', player: 'alice', generation: 0 } as const;

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
    const tickets = new StreamTickets(60_000, time.now);
    const { ticket, expiresInSeconds } = tickets.issue('g1', alice);
    expect(expiresInSeconds).toBe(60);
    expect(ticket).toMatch(/^[\w-]{43}$/);
    expect(tickets.redeem(ticket, 'g1')).toEqual(alice);
    refused(() => tickets.redeem(ticket, 'g1'));
    const other = tickets.issue('g1', alice).ticket;
    refused(() => tickets.redeem(other, 'g2'));
    refused(() => tickets.redeem(other, 'g1')); // spent by the wrong game's try
    const late = tickets.issue('g1', alice).ticket;
    time.pass(60_001);
    refused(() => tickets.redeem(late, 'g1'));
  });

  it('tickets never used are forgotten once expired', () => {
    const time = clock();
    const tickets = new StreamTickets(1_000, time.now);
    const held = (tickets as unknown as { tickets: Map<string, unknown> }).tickets;
    for (let i = 0; i < 100; i++) tickets.issue('g1', alice);
    time.pass(1_001);
    tickets.issue('g1', alice);
    expect(held.size).toBe(1);
  });
});
