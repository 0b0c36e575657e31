import type { FastifyPluginAsync } from "fastify";
import type { AppDeps } from "../../deps";
import { DEMO_WORLD_COOKIE, setCookie } from "../../platform/auth/cookies";
import { originOf, startSession } from "../../platform/auth/session";
import { route } from "../../platform/http/route";
import { dashboardPathFor } from "../auth";
import { getCurrentUser } from "../users";
import { openDemo } from "./service";

export const demoRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  route(
    app,
    "demo.session",
    async ({ body, req, reply }) => {
      const demo = await openDemo(deps, {
        token: req.cookies[DEMO_WORLD_COOKIE],
        role: body.role,
        ip: req.ip,
      });
      const seconds = Math.floor((demo.expiresAt.getTime() - Date.now()) / 1000);
      if (demo.newWorldToken) setCookie(reply, deps.config, DEMO_WORLD_COOKIE, demo.newWorldToken, seconds);
      await startSession(deps, reply, demo.userId, originOf(req), demo.expiresAt);
      const current = await getCurrentUser(deps.db, demo.userId);
      return { user: current!, redirectTo: dashboardPathFor(body.role) };
    },
    { config: { rateLimit: { max: 30, timeWindow: "1 minute" } } },
  );
};
