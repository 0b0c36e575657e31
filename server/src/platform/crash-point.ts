/**
 * Fault injection for the crash tests: with NODE_ENV=test and TEST_CRASH_AT=<name> (config.crashAt), the process
 * dies by SIGKILL, with no cleanup, when it reaches the crash point of that name. Outside NODE_ENV=test the config
 * never names one, so a crash point is a comparison that is false.
 *
 * The points: `outbox-before-wake`, after a transaction that queued messages has committed and before the outbox
 * is woken to send them (modules/outbox/service/sender.ts; outbox/crash.api.test.ts).
 */
export function crashPoint(config: { crashAt: string | null }, name: string): void {
  if (config.crashAt === name) process.kill(process.pid, "SIGKILL");
}
