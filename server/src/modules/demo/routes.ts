import { and, eq } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import { users } from "../../db/schema";
import { DEMO_LANDLORD_EMAIL, DEMO_TENANT_EMAIL } from "../../db/seed/demo-accounts";
import type { AppDeps } from "../../deps";
import { startSession } from "../../platform/auth/session";
import { notFound } from "../../platform/errors";
import { route } from "../../platform/http/route";
import { dashboardPathFor } from "../auth/login.service";
import { getCurrentUser } from "../users/queries";

export const demoRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  route(
    app,
    "demo.session",
    async ({ body, req, reply }) => {
      if (!deps.config.demoMode) throw notFound("Demo access is turned off.");
      const email = body.role === "tenant" ? DEMO_TENANT_EMAIL : DEMO_LANDLORD_EMAIL;
      const [user] = await deps.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, email), eq(users.isDemo, true)))
        .limit(1);
      if (!user) throw notFound("The demo account is not set up. Run npm run db:reset-demo.");
      await startSession(deps, reply, user.id, req.headers["user-agent"]);
      const current = await getCurrentUser(deps.db, user.id);
      return { user: current!, redirectTo: dashboardPathFor(body.role) };
    },
    { config: { rateLimit: { max: 30, timeWindow: "1 minute" } } },
  );
};
