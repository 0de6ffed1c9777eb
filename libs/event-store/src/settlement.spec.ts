import { describe, expect, it } from '@jest/globals';
import v8 from 'node:v8';
import vm from 'node:vm';
import { STOPPED, StopSignal } from './settlement.js';

/** A full garbage collection (the flag set at run time, as `mtg bench start` does). */
function collectGarbage(): void {
  v8.setFlagsFromString('--expose_gc');
  (vm.runInNewContext('gc') as () => void)();
}

describe('StopSignal', () => {
  it('gives what the promise settles with, or STOPPED once stopped', async () => {
    const signal = new StopSignal();
    const pending = signal.race(new Promise<string>(() => {}));
    await expect(signal.race(Promise.resolve('value'))).resolves.toBe('value');
    await expect(signal.race(Promise.reject(new Error('failed')))).rejects.toThrow('failed');

    signal.stop();

    await expect(pending).resolves.toBe(STOPPED);
    await expect(signal.race(Promise.resolve('late'))).resolves.toBe(STOPPED);
  });

  it('keeps nothing of a race once it is over (a subscription races it for every event)', async () => {
    const signal = new StopSignal();
    const raced = async () => {
      const value = {};
      await signal.race(Promise.resolve(value));
      return new WeakRef(value);
    };
    const ref = await raced();

    await new Promise((resolve) => setImmediate(resolve));
    collectGarbage();

    expect(ref.deref()).toBeUndefined();
  });
});
