import { msg } from "../../../../../common/i18n/message";
import type { AppDeps } from "../../../deps";
import { tooMany } from "../../../platform/errors";
import { pagePath } from "../../../platform/pages";
import { deliverNotifications, notify } from "../../notifications";
import {
  accountFailures,
  clearLoginFailures,
  failuresFromIp,
  forgetLoginFailures,
  recordAccountFailure,
} from "../queries/login-failures";

/**
 * Slow guessing instead of a lock-out (issue 31, docs/decisions/0038). Five wrong passwords used to refuse the
 * right one for 15 minutes from everywhere, so anyone who knew a phone number could keep its owner out. Now
 * failures are counted per account and address: a stranger guessing elsewhere costs the owner nothing.
 */

/** A person mistypes now and then: this many failures from one address for one account cost nothing. */
export const FREE_FAILURES_PER_ADDRESS = 5;
/** Then each further failure from that address doubles the wait before its next try: 30 s, 1, 2, 4 min... */
export const FIRST_DELAY_SECONDS = 30;
/** ...up to an hour: about 30 tries a day from one address, where a person types a handful. */
export const LONGEST_DELAY_SECONDS = 60 * 60;
/** How long a failure counts (and its address is kept: older ones are deleted). */
export const FAILURE_MEMORY_HOURS = 24;
/**
 * Failures of one account within FAILURE_MEMORY_HOURS from all addresses together: far above what a person
 * types, so reaching it means guessing from many addresses. The owner is told (an `account` notice), and from then
 * on an address has no free failures: one wrong try already makes it wait.
 */
export const ACCOUNT_CEILING = 100;
/** Failures from one address naming any accounts, within IP_WINDOW_MINUTES: one address trying many accounts. */
export const MAX_FAILURES_PER_IP = 30;
export const IP_WINDOW_MINUTES = 15;

/** The key an account's failures are counted under; an email or phone of no account is counted by itself. */
export const accountFailureKey = (userId: string) => `account:${userId}`;

/** Seconds an address must wait after its latest failure, having failed `failures` times with `free` free. */
export function waitAfter(failures: number, free: number): number {
  if (failures === 0 || failures < free) return 0;
  const doublings = failures - Math.max(free, 1);
  return Math.min(FIRST_DELAY_SECONDS * 2 ** Math.min(doublings, 30), LONGEST_DELAY_SECONDS);
}

const tooSoon = (seconds: number) =>
  tooMany("TOO_MANY_ATTEMPTS", msg("auth.tooManyFailures", { minutes: Math.ceil(seconds / 60) }), seconds);

/**
 * Before a password is checked: refuses (429, with Retry-After) a try from an address that must still wait, or
 * from one that failed on too many accounts. Answers what to do with the outcome.
 */
export async function beforePasswordTry(
  deps: AppDeps,
  who: { key: string; userId: string | null; ip: string },
  now = new Date(),
) {
  const since = new Date(now.getTime() - FAILURE_MEMORY_HOURS * 3_600_000);
  const [account, fromIp] = await Promise.all([
    accountFailures(deps.db, { key: who.key, ip: who.ip, since }),
    failuresFromIp(deps.db, who.ip, new Date(now.getTime() - IP_WINDOW_MINUTES * 60_000)),
  ]);
  if (fromIp >= MAX_FAILURES_PER_IP) throw tooSoon(IP_WINDOW_MINUTES * 60);
  const free = account.total >= ACCOUNT_CEILING ? 0 : FREE_FAILURES_PER_ADDRESS;
  const wait = waitAfter(account.fromAddress, free);
  const readyAt = (account.lastFromAddress?.getTime() ?? 0) + wait * 1000;
  if (readyAt > now.getTime()) throw tooSoon((readyAt - now.getTime()) / 1000);

  return {
    /** The password was wrong: counted; the owner is told when this failure reaches the ceiling. */
    failed: async () => {
      const total = await recordAccountFailure(deps.db, who.key, who.ip, since);
      await forgetLoginFailures(deps.db, who.key, since);
      if (total === ACCOUNT_CEILING && who.userId) await tellOwner(deps, who.userId);
    },
    /** The right password: this address starts afresh (the others' failures still count). */
    succeeded: () => clearLoginFailures(deps.db, who.key, who.ip),
  };
}

async function tellOwner(deps: AppDeps, userId: string): Promise<void> {
  const notices = await notify(deps.db, deps, {
    userId,
    type: "account",
    essential: true,
    priority: "high",
    title: msg("account.passwordGuessingTitle"),
    message: msg("account.passwordGuessingMessage", { count: ACCOUNT_CEILING }),
    link: pagePath("/account-security"),
  });
  await deliverNotifications(deps, notices);
}
