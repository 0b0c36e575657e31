import type { FastifyReply, FastifyRequest } from "fastify";
import { msg } from "../../../../../common/i18n/message";
import type { AppDeps } from "../../../deps";
import { describeDevice } from "../../../platform/auth/device";
import { originOf, startSession } from "../../../platform/auth/session";
import { pagePath } from "../../../platform/pages";
import { deliverNotifications, notify } from "../../notifications";

/**
 * A password or passkey sign-in: a new session, and a security notice to the account (in the app, by email and
 * SMS whatever the settings) naming the device and address, so a sign-in that was not theirs is noticed.
 */
export async function signInAs(deps: AppDeps, req: FastifyRequest, reply: FastifyReply, userId: string) {
  const from = originOf(req);
  const device = describeDevice(from.userAgent);
  const ip = from.ip ?? "";
  // The session and its notice (with its email and SMS) exist together or not at all.
  const notices = await deps.db.transaction(async (tx) => {
    await startSession({ db: tx, config: deps.config }, reply, userId, from);
    return notify(tx, deps, {
      userId,
      type: "account",
      essential: true,
      priority: "medium",
      title: msg("account.newSignInTitle"),
      message:
        device?.browser && device.os
          ? msg("account.newSignInMessage", { browser: device.browser, os: device.os, ip })
          : msg("account.newSignInUnknown", { ip }),
      link: pagePath("/account-security"),
    });
  });
  await deliverNotifications(deps, notices);
}
