import { msg } from "../i18n/message";
import { PASSWORD_MAX, passwordSchema } from "./auth";
import { text } from "./shared";
import { z } from "./zod";

/** The account's security page: sessions, passkeys, password (issue 12). */

export const sessionView = z.object({
  id: z.uuid(),
  /** From the user agent: a browser and system name, or null when it said nothing known. */
  browser: z.string().nullable(),
  os: z.string().nullable(),
  ip: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export const sessionList = z.object({ items: z.array(sessionView) });
export const endedSessions = z.object({ ended: z.number() });

export const PASSKEY_NAME_MAX = 60;
export const passkeyView = z.object({
  id: z.string(),
  name: z.string(),
  deviceType: z.string().nullable(),
  backedUp: z.boolean(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export const passkeyList = z.object({ items: z.array(passkeyView) });
export const passkeyParam = z.object({ id: z.string().min(1).max(512) });
export const passkeyRenameBody = z.object({
  name: text(PASSKEY_NAME_MAX, msg("account.passkeyNameTooLong", { max: PASSKEY_NAME_MAX })),
});

const PASSWORDS_DIFFER = msg("signup.passwordsDontMatch");
export const changePasswordBody = z
  .object({
    currentPassword: z.string().min(1, msg("auth.passwordRequired")).max(PASSWORD_MAX),
    password: passwordSchema,
    confirmPassword: z.string().max(PASSWORD_MAX),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ["confirmPassword"], message: PASSWORDS_DIFFER });

export { DELETION_COOLING_OFF_DAYS } from "../constants";

/** Where a deletion request stands: none, or asked on `requestedAt` and erased on `erasesOn` (a Kampala day). */
export const deletionStatus = z.object({
  requestedAt: z.string().nullable(),
  erasesOn: z.string().nullable(),
});
export type DeletionStatus = z.infer<typeof deletionStatus>;

export const deletionRequestBody = z.object({
  password: z.string(msg("account.passwordForDeletion")).min(1, msg("account.passwordForDeletion")).max(200),
});
