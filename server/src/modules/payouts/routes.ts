import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  bankDetailsInput,
  bankDetailsResponse,
  bankDetailsSaveResponse,
} from "../../../../common/schemas/payouts";
import type { AppDeps } from "../../deps";
import { requireRole } from "../../platform/auth/guards";
import { responses } from "../../platform/http/schema";
import { getDefaultPayout, saveDefaultPayout } from "./service";

/** The landlord's default payout details (spec: Payment Setup, /landlord-bank-setup). */
export const payoutRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  // Role first, so a tenant is refused before the body is looked at.
  app.addHook("preValidation", async (req) => {
    requireRole(req, "landlord");
  });

  app.get(
    "/api/landlord/bank-details",
    { schema: { tags: ["payouts"], response: responses({ 200: bankDetailsResponse }) } },
    async (req) => ({ account: await getDefaultPayout(deps.db, requireRole(req, "landlord").id) }),
  );

  app.post(
    "/api/landlord/bank-details",
    {
      schema: {
        tags: ["payouts"],
        body: bankDetailsInput,
        response: responses({ 200: bankDetailsSaveResponse }),
      },
    },
    async (req) => ({
      success: true as const,
      account: await saveDefaultPayout(deps, requireRole(req, "landlord").id, req.body, req.log),
    }),
  );
};
