import { vi } from 'vitest';

/**
 * Timeouts on a fake clock that also runs by itself: a test passes the product's own waits at
 * once (`vi.advanceTimersByTimeAsync`) while everything else goes on as in real time.
 * setup-tests.ts puts the real timers back after each test.
 */
export function fakeTimeouts(): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
}
