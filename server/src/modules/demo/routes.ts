import { and, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { demoSessionBody, loginResponse } from "../../../../common/schemas/auth";
import { users } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { startSession } from "../../platform/auth/session";
import { notFound } from "../../platform/errors";
import { responses } from "../../platform/http/schema";
import { DEMO_LANDLORD_EMAIL, DEMO_TENANT_EMAIL } from "../../seed/demo-accounts";
import { dashboardPathFor } from "../auth/login.service";
import { getCurrentUser } from "../users/queries";

export const demoRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    "/api/demo/session",
    {
      schema: { tags: ["demo"], body: demoSessionBody, response: responses({ 200: loginResponse }) },
      config: { rateLimit: { max: 30, timeWindow: "1 minute" } },
    },
    async (req, reply) => {
      if (!deps.config.demoMode) throw notFound("Demo access is turned off.");
      const email = req.body.role === "tenant" ? DEMO_TENANT_EMAIL : DEMO_LANDLORD_EMAIL;
      const [user] = await deps.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, email), eq(users.isDemo, true)))
        .limit(1);
      if (!user) throw notFound("The demo account is not set up. Run npm run db:reset-demo.");
      await startSession(deps, reply, user.id, req.headers["user-agent"]);
      const current = await getCurrentUser(deps.db, user.id);
      return { user: current!, redirectTo: dashboardPathFor(req.body.role) };
    },
  );
};
