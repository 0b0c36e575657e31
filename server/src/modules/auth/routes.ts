import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  currentUserSchema,
  loginBody,
  loginResponse,
  passwordSetupSchema,
  registerBody,
  registerResponse,
  sendVerificationBody,
  sendVerificationResponse,
  signupTicketResponse,
  verifyCodeBody,
  verifyCodeResponse,
} from "../../../../common/schemas/auth";
import type { AppDeps } from "../../deps";
import { clearCookie, SIGNUP_COOKIE, setCookie } from "../../platform/auth/cookies";
import { requireUser } from "../../platform/auth/guards";
import { endSession, startSession } from "../../platform/auth/session";
import { unauthorized } from "../../platform/errors";
import { responses } from "../../platform/http/schema";
import { getCurrentUser } from "../users/queries";
import { checkPassword, dashboardPathFor } from "./login.service";
import { register, setSignupPassword } from "./signup.service";
import { requireSignupTicket, SIGNUP_TICKET_TTL_SECONDS } from "./signup-tickets";
import { sendVerificationCode, verifyCode } from "./verification.service";

const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: "1 minute" } });

export const authRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    "/api/auth/send-verification",
    {
      schema: {
        tags: ["auth"],
        body: sendVerificationBody,
        response: responses({ 200: sendVerificationResponse }),
      },
      config: perMinute(10),
    },
    async (req) => sendVerificationCode(deps, { email: req.body.email, role: req.body.userType, ip: req.ip }),
  );

  app.post(
    "/api/auth/verify-code",
    {
      schema: { tags: ["auth"], body: verifyCodeBody, response: responses({ 200: verifyCodeResponse }) },
      config: perMinute(30),
    },
    async (req, reply) => {
      const { token } = await verifyCode(deps, {
        email: req.body.email,
        role: req.body.userType,
        code: req.body.code,
        inviteCode: req.body.inviteCode,
      });
      setCookie(reply, deps.config, SIGNUP_COOKIE, token, SIGNUP_TICKET_TTL_SECONDS);
      return {
        success: true as const,
        message: "Your email has been verified successfully!",
        contactMethod: "email" as const,
        email: req.body.email,
      };
    },
  );

  app.get(
    "/api/auth/signup-ticket",
    { schema: { tags: ["auth"], response: responses({ 200: signupTicketResponse }) } },
    async (req) => {
      const t = await requireSignupTicket(deps.db, req.cookies[SIGNUP_COOKIE]);
      return {
        role: t.role,
        contactMethod: t.contactMethod,
        email: t.contact,
        step: t.passwordHash ? ("password_set" as const) : ("verified" as const),
      };
    },
  );

  app.post(
    "/api/auth/signup-password",
    {
      schema: {
        tags: ["auth"],
        body: passwordSetupSchema,
        response: responses({ 200: z.object({ success: z.literal(true), step: z.literal("password_set") }) }),
      },
      config: perMinute(20),
    },
    async (req) => {
      await setSignupPassword(deps, req.cookies[SIGNUP_COOKIE], req.body.password);
      return { success: true as const, step: "password_set" as const };
    },
  );

  app.post(
    "/api/auth/register",
    {
      schema: { tags: ["auth"], body: registerBody, response: responses({ 201: registerResponse }) },
      config: perMinute(20),
    },
    async (req, reply) => {
      const { userId } = await register(deps, req.cookies[SIGNUP_COOKIE], req.body);
      clearCookie(reply, SIGNUP_COOKIE);
      const who = req.body.role === "tenant" ? "tenant" : "landlord";
      return reply.code(201).send({
        success: true as const,
        message: `Your ${who} account has been created. Welcome to Nyumba!`,
        userId,
      });
    },
  );

  app.post(
    "/api/login",
    {
      schema: { tags: ["auth"], body: loginBody, response: responses({ 200: loginResponse }) },
      config: perMinute(30),
    },
    async (req, reply) => {
      const user = await checkPassword(deps, { ...req.body, ip: req.ip });
      await startSession(deps, reply, user.id, req.headers["user-agent"]);
      const current = await getCurrentUser(deps.db, user.id);
      return { user: current!, redirectTo: dashboardPathFor(user.role) };
    },
  );

  // The prototype's screens navigated the browser here; real sign-in is the POST above.
  app.get("/api/login", { schema: { hide: true } }, async (_req, reply) => reply.redirect("/login"));

  app.post(
    "/api/logout",
    { schema: { tags: ["auth"], response: responses({ 200: z.object({ success: z.literal(true) }) }) } },
    async (req, reply) => {
      await endSession(deps.db, req, reply);
      return { success: true as const };
    },
  );

  app.get("/api/logout", { schema: { tags: ["auth"] } }, async (req, reply) => {
    await endSession(deps.db, req, reply);
    return reply.redirect("/");
  });

  app.get(
    "/api/auth/user",
    { schema: { tags: ["auth"], response: responses({ 200: currentUserSchema }) } },
    async (req) => {
      const user = await getCurrentUser(deps.db, requireUser(req).id);
      if (!user) throw unauthorized();
      return user;
    },
  );
};
