import type { FastifyPluginAsync } from "fastify";
import type { AppDeps } from "../../deps";
import { route } from "../../platform/http/route";
import { getDefaultPayout, saveDefaultPayout } from "./service";

/** The landlord's default payout details (spec: Payment Setup, /landlord-bank-setup). */
export const payoutRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  route(app, "payouts.get", async ({ caller }) => ({ account: await getDefaultPayout(deps.db, caller.id) }));
  route(app, "payouts.save", async ({ caller, body, req }) => ({
    success: true as const,
    account: await saveDefaultPayout(deps, caller.id, body, req.log),
  }));
};
