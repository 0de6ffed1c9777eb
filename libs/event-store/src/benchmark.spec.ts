import { describe, expect, it } from '@jest/globals';
import { benchmarkStore, formatBenchmark } from './benchmark.js';

describe('benchmarkStore', () => {
  it('measures appends and reads for each adapter, and formats them as a table', async () => {
    const results = await benchmarkStore({ appends: 20, streams: 4 });

    expect(results.map((result) => `${result.adapter} / ${result.operation}`)).toEqual(
      ['sqlite FULL', 'sqlite NORMAL', 'memory'].flatMap((adapter) =>
        ['append 1 event', 'append 10 events', 'readStream', 'readAll'].map(
          (operation) => `${adapter} / ${operation}`,
        ),
      ),
    );
    for (const result of results) {
      expect(result.rate).toBeGreaterThan(0);
      expect(result.count).toBe(result.unit === 'appends/s' ? 20 : 20 + 20 * 10);
    }
    expect(results[0]).toMatchObject({ p50Ms: expect.any(Number), p99Ms: expect.any(Number) });
    const table = formatBenchmark(results);
    expect(table.split('\n')).toHaveLength(2 + results.length);
    expect(table).toContain('sqlite NORMAL');
    expect(table).toContain('appends/s');
  });
});
