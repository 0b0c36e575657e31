import { randomBytes } from "node:crypto";
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import { and, count, eq, gt } from "drizzle-orm";
import { WEBAUTHN_CHALLENGE_BYTES, WEBAUTHN_TIMEOUT_MS } from "../../../../common/constants";
import { authChallenges, passkeys, users } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { unauthorized } from "../../platform/errors";
import { getCurrentUser } from "../users/queries";

const FAILED = "Authentication failed. Please try again.";

function expectedOrigins(deps: AppDeps, requestOrigin: string | undefined): string[] {
  const origins = [deps.config.publicUrl];
  // Outside production the app is also reached as localhost on another port (dev server, tests).
  if (
    !deps.config.isProduction &&
    requestOrigin &&
    /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(requestOrigin)
  ) {
    origins.push(requestOrigin);
  }
  return origins;
}

async function saveChallenge(
  deps: AppDeps,
  challenge: string,
  purpose: "register" | "authenticate",
  userId?: string,
) {
  const [row] = await deps.db
    .insert(authChallenges)
    .values({ challenge, purpose, userId, expiresAt: new Date(Date.now() + WEBAUTHN_TIMEOUT_MS + 30_000) })
    .returning({ id: authChallenges.id });
  return row!.id;
}

/** A challenge is used once: it is deleted as it is read. */
async function takeChallenge(deps: AppDeps, id: string | undefined, purpose: "register" | "authenticate") {
  if (!id || !/^[0-9a-f-]{36}$/.test(id)) throw unauthorized(FAILED, "PASSKEY_FAILED");
  const [row] = await deps.db
    .delete(authChallenges)
    .where(
      and(
        eq(authChallenges.id, id),
        eq(authChallenges.purpose, purpose),
        gt(authChallenges.expiresAt, new Date()),
      ),
    )
    .returning();
  if (!row) throw unauthorized("The sign-in request expired. Please try again.", "PASSKEY_FAILED");
  return row;
}

export async function registrationOptions(deps: AppDeps, userId: string) {
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw unauthorized();
  const existing = await deps.db
    .select({ id: passkeys.id, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userId, userId));
  const options = await generateRegistrationOptions({
    rpName: "Nyumba",
    rpID: deps.config.rpId,
    userName: user.email ?? user.phone ?? user.id,
    userDisplayName: `${user.firstName} ${user.lastName}`,
    userID: new TextEncoder().encode(user.id),
    challenge: randomBytes(WEBAUTHN_CHALLENGE_BYTES),
    timeout: WEBAUTHN_TIMEOUT_MS,
    attestationType: "none",
    excludeCredentials: existing.map((p) => ({ id: p.id, transports: (p.transports ?? undefined) as never })),
    // Discoverable credentials let the Touch ID / Face ID buttons sign in without typing an email first.
    authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
  });
  const challengeId = await saveChallenge(deps, options.challenge, "register", userId);
  return { options, challengeId };
}

export async function registerPasskey(
  deps: AppDeps,
  input: { userId: string; challengeId?: string; response: RegistrationResponseJSON; origin?: string },
) {
  const challenge = await takeChallenge(deps, input.challengeId, "register");
  if (challenge.userId !== input.userId) throw unauthorized(FAILED, "PASSKEY_FAILED");
  const result = await verifyRegistrationResponse({
    response: input.response,
    expectedChallenge: challenge.challenge,
    expectedOrigin: expectedOrigins(deps, input.origin),
    expectedRPID: deps.config.rpId,
    requireUserVerification: false,
  }).catch(() => null);
  if (!result?.verified)
    throw unauthorized("This device could not be registered. Please try again.", "PASSKEY_FAILED");
  const { credential, credentialDeviceType, credentialBackedUp } = result.registrationInfo;
  await deps.db
    .insert(passkeys)
    .values({
      id: credential.id,
      userId: input.userId,
      publicKey: Buffer.from(credential.publicKey).toString("base64url"),
      counter: credential.counter,
      transports: credential.transports ?? null,
      deviceType: credentialDeviceType,
      backedUp: credentialBackedUp,
    })
    .onConflictDoNothing();
  const [n] = await deps.db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, input.userId));
  return { passkeyCount: n?.n ?? 0 };
}

export async function authenticationOptions(deps: AppDeps) {
  const options = await generateAuthenticationOptions({
    rpID: deps.config.rpId,
    challenge: randomBytes(WEBAUTHN_CHALLENGE_BYTES),
    timeout: WEBAUTHN_TIMEOUT_MS,
    userVerification: "preferred",
  });
  const challengeId = await saveChallenge(deps, options.challenge, "authenticate");
  return { options, challengeId };
}

export async function authenticatePasskey(
  deps: AppDeps,
  input: { challengeId?: string; response: AuthenticationResponseJSON; origin?: string },
) {
  const challenge = await takeChallenge(deps, input.challengeId, "authenticate");
  const [passkey] = await deps.db.select().from(passkeys).where(eq(passkeys.id, input.response.id)).limit(1);
  if (!passkey)
    throw unauthorized(
      "This device is not registered. Sign in with your password and enable Touch ID / Face ID first.",
      "PASSKEY_FAILED",
    );
  const result = await verifyAuthenticationResponse({
    response: input.response,
    expectedChallenge: challenge.challenge,
    expectedOrigin: expectedOrigins(deps, input.origin),
    expectedRPID: deps.config.rpId,
    credential: {
      id: passkey.id,
      publicKey: new Uint8Array(Buffer.from(passkey.publicKey, "base64url")),
      counter: passkey.counter,
      transports: (passkey.transports ?? undefined) as never,
    },
    requireUserVerification: false,
  }).catch(() => null);
  if (!result?.verified) throw unauthorized(FAILED, "PASSKEY_FAILED");
  await deps.db
    .update(passkeys)
    .set({ counter: result.authenticationInfo.newCounter, lastUsedAt: new Date() })
    .where(eq(passkeys.id, passkey.id));
  const user = await getCurrentUser(deps.db, passkey.userId);
  if (!user) throw unauthorized(FAILED, "PASSKEY_FAILED");
  return user;
}
