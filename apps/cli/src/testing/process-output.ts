// What the `mtg` commands a spec runs in process write to stdout and stderr, kept for each test of
// the suite that calls this, and the real streams given back after each test.
import { afterEach, beforeEach, jest } from '@jest/globals';

export function capturedProcessOutput(): { stdout(): string; stderr(): string; clear(): void } {
  const written = { stdout: '', stderr: '' };
  const clear = () => {
    written.stdout = '';
    written.stderr = '';
  };
  beforeEach(() => {
    clear();
    for (const stream of ['stdout', 'stderr'] as const)
      jest.spyOn(process[stream], 'write').mockImplementation((text) => {
        written[stream] += String(text);
        return true;
      });
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });
  return { stdout: () => written.stdout, stderr: () => written.stderr, clear };
}
