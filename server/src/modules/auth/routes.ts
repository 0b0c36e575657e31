import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { formatUgandanPhone } from "../../../../common/phone";
import type { AppDeps } from "../../deps";
import { clearCookie, SIGNUP_COOKIE, setCookie } from "../../platform/auth/cookies";
import { endSession } from "../../platform/auth/session";
import { unauthorized } from "../../platform/errors";
import { route } from "../../platform/http/route";
import { requestLocale, requestTranslator } from "../../platform/i18n";
import { pagePath } from "../../platform/pages";
import { getCurrentUser } from "../users";
import { isPhoneContact } from "./service/codes";
import { checkPassword, dashboardPathFor } from "./service/login";
import { requestPasswordReset, resetPassword } from "./service/password-reset";
import { signInAs } from "./service/sign-in";
import { register, setSignupPassword } from "./service/signup";
import { SIGNUP_TICKET_TTL_SECONDS, signupTicketView } from "./service/signup-tickets";
import { codeSentAnswer, sendVerificationCode, verifyCode } from "./service/verification";

const perMinute = (max: number) => ({ config: { rateLimit: { max, timeWindow: "1 minute" } } });

/** The one contact a code request names (the schemas refuse both or neither). */
const contactOf = (body: { email?: string; phone?: string }) => (body.email ?? body.phone)!;

const codeSentMessage = (req: FastifyRequest, contact: string) => {
  const tr = requestTranslator(req);
  return isPhoneContact(contact)
    ? tr.t("signup.codeSentSms", { phone: formatUgandanPhone(contact) })
    : tr.t("signup.codeSent", { email: contact });
};

export const authRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  route(
    app,
    "auth.sendVerification",
    async ({ body, req }) => {
      const contact = contactOf(body);
      const { devCode } = await sendVerificationCode(deps, {
        contact,
        role: body.userType,
        ip: req.ip,
        locale: requestLocale(req),
      });
      return codeSentAnswer(codeSentMessage(req, contact), devCode);
    },
    perMinute(10),
  );

  route(
    app,
    "auth.passwordResetRequest",
    async ({ body, req }) => {
      const contact = contactOf(body);
      const { devCode } = await requestPasswordReset(deps, {
        contact,
        ip: req.ip,
        locale: requestLocale(req),
      });
      const tr = requestTranslator(req);
      const message = isPhoneContact(contact)
        ? tr.t("auth.resetCodeSentSms", { phone: formatUgandanPhone(contact) })
        : tr.t("auth.resetCodeSent", { email: contact });
      return codeSentAnswer(message, devCode);
    },
    perMinute(10),
  );

  route(
    app,
    "auth.passwordReset",
    async ({ body, req }) => {
      await resetPassword(deps, { contact: contactOf(body), code: body.code, password: body.password });
      return { success: true as const, message: requestTranslator(req).t("auth.resetDone") };
    },
    perMinute(30),
  );

  route(
    app,
    "auth.verifyCode",
    async ({ body, req, reply }) => {
      const contact = contactOf(body);
      const { token } = await verifyCode(deps, {
        contact,
        role: body.userType,
        code: body.code,
        inviteCode: body.inviteCode,
      });
      setCookie(reply, deps.config, SIGNUP_COOKIE, token, SIGNUP_TICKET_TTL_SECONDS);
      const phone = isPhoneContact(contact);
      return {
        success: true as const,
        message: requestTranslator(req).t(phone ? "signup.phoneVerified" : "signup.emailVerified"),
        contactMethod: phone ? ("phone" as const) : ("email" as const),
        email: contact,
      };
    },
    perMinute(30),
  );

  route(app, "auth.signupTicket", ({ req }) => signupTicketView(deps.db, req.cookies[SIGNUP_COOKIE]));

  route(
    app,
    "auth.signupPassword",
    async ({ body, req }) => {
      await setSignupPassword(deps, req.cookies[SIGNUP_COOKIE], body.password);
      return { success: true as const, step: "password_set" as const };
    },
    perMinute(20),
  );

  route(
    app,
    "auth.register",
    async ({ body, req, reply }) => {
      const { userId } = await register(deps, req.cookies[SIGNUP_COOKIE], body);
      clearCookie(reply, SIGNUP_COOKIE);
      return {
        success: true as const,
        message: requestTranslator(req).t("signup.accountCreated", { role: body.role }),
        userId,
      };
    },
    perMinute(20),
  );

  route(
    app,
    "auth.login",
    async ({ body, req, reply }) => {
      const user = await checkPassword(deps, { ...body, ip: req.ip });
      await signInAs(deps, req, reply, user.id);
      const current = await getCurrentUser(deps.db, user.id);
      return { user: current!, redirectTo: dashboardPathFor(user.role) };
    },
    perMinute(30),
  );

  // The prototype's screens navigated the browser here; real sign-in is the POST above.
  route(app, "auth.loginNavigation", async ({ reply }) => reply.redirect(pagePath("/login")));

  // Only a POST from our pages signs out (the origin check), never a link or an image: no GET. It also closes
  // the session's sockets, on every instance.
  route(app, "auth.logout", async ({ req, reply }) => {
    const hash = req.sessionTokenHash;
    await endSession(deps.db, req, reply);
    if (hash) await deps.realtime.endSession(hash);
    return { success: true as const };
  });

  route(app, "auth.user", async ({ caller }) => {
    const user = await getCurrentUser(deps.db, caller.id);
    if (!user) throw unauthorized();
    return user;
  });
};
