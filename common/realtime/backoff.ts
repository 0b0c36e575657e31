/**
 * How long the browser waits before its next attempt to reopen the socket: doubling from 1 s to at most 30 s,
 * with up to a quarter of random spread so a server restart is not met by every phone at the same instant.
 */
export function reconnectDelayMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(30_000, 1000 * 2 ** Math.max(0, attempt));
  return Math.round(base * (0.75 + random() * 0.25));
}
