import type { Message } from "@common/i18n/message";
import { ApiError } from "@/lib/api";
import { t } from "@/lib/i18n";

export function browserHasWebAuthn(): boolean {
  return typeof window !== "undefined" && typeof window.PublicKeyCredential !== "undefined";
}

/** The error's name: a DOMException from the browser, or @simplewebauthn's WebAuthnError (named after its cause). */
function errorName(e: unknown): string {
  return typeof e === "object" && e !== null && "name" in e && typeof e.name === "string" ? e.name : "";
}

/** Spec section 8, sign-in biometrics. */
export function describeAuthenticationError(e: unknown): Message {
  if (e instanceof ApiError) return e.message;
  switch (errorName(e)) {
    case "NotAllowedError":
    case "AbortError":
      return t("auth.authenticationCancelled");
    case "NotSupportedError":
      return t("auth.methodNotSupported");
    case "SecurityError":
      return t("auth.authenticationInsecure");
    default:
      return t("auth.passkeyFailed");
  }
}

/** Enrolling a passkey (Touch ID / Face ID) from the dashboard. */
export function describeRegistrationError(e: unknown): Message {
  if (e instanceof ApiError) return e.message;
  switch (errorName(e)) {
    case "NotAllowedError":
    case "AbortError":
      return t("auth.setupCancelled");
    case "InvalidStateError":
      return t("auth.passkeyAlreadyEnabled");
    case "NotSupportedError":
      return t("auth.methodNotSupported");
    case "SecurityError":
      return t("auth.setupInsecure");
    default:
      return t("auth.setupFailedRetry");
  }
}
