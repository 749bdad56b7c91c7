import { useSyncExternalStore } from 'react';

/**
 * One 1-second ticker for every countdown of the page: a single interval runs while at least one
 * component listens, and each countdown derives its remaining time from the same `Date.now()`
 * plus the server clock offset (never from a timer of its own).
 */
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;
let now = Date.now();

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!timer) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      listeners.forEach((l) => l());
    }, 1000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** The local clock, refreshed once a second by the shared ticker. */
export function useTicker(): number {
  return useSyncExternalStore(
    subscribe,
    () => now,
    () => now,
  );
}

/** Server minus local clock (ms), from a `serverTime` the server sent and when it arrived. */
export const clockOffset = (serverTime: string, receivedAt: number) =>
  Date.parse(serverTime) - receivedAt;

/** Milliseconds left until `iso` on the server's clock (never negative). */
export const remainingMs = (iso: string, localNow: number, offset: number) =>
  Math.max(0, Date.parse(iso) - (localNow + offset));

const two = (n: number) => String(n).padStart(2, '0');

/**
 * A countdown as the board shows it: `mm:ss` under an hour, `h:mm:ss` under a day, and the days
 * apart (`{ days: 1, clock: '02:03:04' }`) beyond; whole seconds, rounded up so 0 means closed.
 */
export function formatCountdown(ms: number): { days: number; clock: string } {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  if (days > 0) return { days, clock: `${two(hours)}:${two(minutes)}:${two(seconds)}` };
  if (hours > 0) return { days: 0, clock: `${hours}:${two(minutes)}:${two(seconds)}` };
  return { days: 0, clock: `${two(minutes)}:${two(seconds)}` };
}
