import { describe, expect, it } from '@jest/globals';
import { benchmarkStore, formatBenchmark } from './benchmark.js';

describe('benchmarkStore', () => {
  it('measures appends and reads for each adapter, and formats them as a table', async () => {
    const results = await benchmarkStore({ appends: 20, streams: 4 });

    const appends = ['append 1 event', 'append 10 events'];
    const operations = [...appends, 'readStream', 'readAll'];
    expect(results.map((result) => `${result.adapter} / ${result.operation}`)).toEqual(
      (
        [
          ['bare sqlite FULL', appends],
          ['sqlite FULL', operations],
          ['bare sqlite NORMAL', appends],
          ['sqlite NORMAL', operations],
          ['memory', operations],
        ] as const
      ).flatMap(([adapter, ops]) => ops.map((operation) => `${adapter} / ${operation}`)),
    );
    for (const result of results.filter((r) => r.adapter.startsWith('sqlite') && r.unit === 'appends/s'))
      expect(result.ofBare).toBeGreaterThan(0);
    for (const result of results) {
      expect(result.rate).toBeGreaterThan(0);
      expect(result.count).toBe(result.unit === 'appends/s' ? 20 : 20 + 20 * 10);
    }
    expect(results[0]).toMatchObject({ p50Ms: expect.any(Number), p99Ms: expect.any(Number) });
    const table = formatBenchmark(results);
    expect(table.split('\n')).toHaveLength(2 + results.length);
    expect(table).toContain('sqlite NORMAL');
    expect(table).toContain('appends/s');
    expect(table).toContain('of bare');
  });
});
