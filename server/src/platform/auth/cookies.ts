import type { FastifyReply } from "fastify";
import type { Config } from "../../config";

export const SESSION_COOKIE = "nyumba_session";
export const SIGNUP_COOKIE = "nyumba_signup";
export const CHALLENGE_COOKIE = "nyumba_webauthn";
/** Ties a browser to its demo world (docs/decisions/0013); kept when a demo session signs out. */
export const DEMO_WORLD_COOKIE = "nyumba_demo";

export function setCookie(
  reply: FastifyReply,
  config: Config,
  name: string,
  value: string,
  maxAgeSeconds: number,
) {
  reply.setCookie(name, value, {
    httpOnly: true,
    sameSite: "lax",
    secure: config.publicUrl.startsWith("https://"),
    path: "/",
    maxAge: maxAgeSeconds,
  });
}

export function clearCookie(reply: FastifyReply, name: string) {
  reply.clearCookie(name, { path: "/" });
}
