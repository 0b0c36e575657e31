import { randomBytes } from "node:crypto";
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import { WEBAUTHN_CHALLENGE_BYTES, WEBAUTHN_TIMEOUT_MS } from "../../../../../common/constants";
import { msg } from "../../../../../common/i18n/message";
import type { AppDeps } from "../../../deps";
import { unauthorized } from "../../../platform/errors";
import { logFailure } from "../../../platform/http/request-context";
import { findUserById, getCurrentUser } from "../../users";
import {
  type ChallengePurpose,
  countPasskeys,
  findPasskey,
  insertChallenge,
  insertPasskey,
  passkeysOf,
  recordPasskeyUse,
  takeLiveChallenge,
} from "../queries/passkeys";

const failed = () => unauthorized(msg("auth.passkeyFailed"), "PASSKEY_FAILED");

/** A passkey response the library refused: the person gets PASSKEY_FAILED, the log the reason, with the request. */
function refused(err: unknown, ceremony: "register" | "sign-in"): null {
  logFailure(err, "passkey response refused", { ceremony });
  return null;
}

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

const saveChallenge = (deps: AppDeps, challenge: string, purpose: ChallengePurpose, userId?: string) =>
  insertChallenge(deps.db, {
    challenge,
    purpose,
    userId,
    expiresAt: new Date(Date.now() + WEBAUTHN_TIMEOUT_MS + 30_000),
  });

/** A challenge is used once: it is deleted as it is read. */
async function takeChallenge(deps: AppDeps, id: string | undefined, purpose: ChallengePurpose) {
  if (!id || !/^[0-9a-f-]{36}$/.test(id)) throw failed();
  const row = await takeLiveChallenge(deps.db, id, purpose);
  if (!row) throw unauthorized(msg("auth.passkeyChallengeExpired"), "PASSKEY_FAILED");
  return row;
}

export async function registrationOptions(deps: AppDeps, userId: string) {
  const user = await findUserById(deps.db, userId);
  if (!user) throw unauthorized();
  const existing = await passkeysOf(deps.db, userId);
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
  if (challenge.userId !== input.userId) throw failed();
  const result = await verifyRegistrationResponse({
    response: input.response,
    expectedChallenge: challenge.challenge,
    expectedOrigin: expectedOrigins(deps, input.origin),
    expectedRPID: deps.config.rpId,
    requireUserVerification: false,
  }).catch((err) => refused(err, "register"));
  if (!result?.verified) throw unauthorized(msg("auth.passkeyRegistrationFailed"), "PASSKEY_FAILED");
  const { credential, credentialDeviceType, credentialBackedUp } = result.registrationInfo;
  await insertPasskey(deps.db, {
    id: credential.id,
    userId: input.userId,
    publicKey: Buffer.from(credential.publicKey).toString("base64url"),
    counter: credential.counter,
    transports: credential.transports ?? null,
    deviceType: credentialDeviceType,
    backedUp: credentialBackedUp,
  });
  return { passkeyCount: await countPasskeys(deps.db, input.userId) };
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
  const passkey = await findPasskey(deps.db, input.response.id);
  if (!passkey) throw unauthorized(msg("auth.passkeyUnknownDevice"), "PASSKEY_FAILED");
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
  }).catch((err) => refused(err, "sign-in"));
  if (!result?.verified) throw failed();
  await recordPasskeyUse(deps.db, passkey.id, result.authenticationInfo.newCounter);
  const user = await getCurrentUser(deps.db, passkey.userId);
  if (!user) throw failed();
  return user;
}
