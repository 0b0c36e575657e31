import { ApiError } from "@/lib/api";

export const WEBAUTHN_UNSUPPORTED = "WebAuthn is not supported in this browser.";

export function browserHasWebAuthn(): boolean {
  return typeof window !== "undefined" && typeof window.PublicKeyCredential !== "undefined";
}

/** The error's name: a DOMException from the browser, or @simplewebauthn's WebAuthnError (named after its cause). */
function errorName(e: unknown): string {
  return typeof e === "object" && e !== null && "name" in e && typeof e.name === "string" ? e.name : "";
}

/** Spec section 8, sign-in biometrics. */
export function describeAuthenticationError(e: unknown): string {
  if (e instanceof ApiError) return e.message;
  switch (errorName(e)) {
    case "NotAllowedError":
    case "AbortError":
      return "Authentication was cancelled or not allowed.";
    case "NotSupportedError":
      return "This authentication method is not supported";
    case "SecurityError":
      return "Authentication failed due to security restrictions.";
    default:
      return "Authentication failed. Please try again.";
  }
}

/** Enrolling a passkey (Touch ID / Face ID) from the dashboard. */
export function describeRegistrationError(e: unknown): string {
  if (e instanceof ApiError) return e.message;
  switch (errorName(e)) {
    case "NotAllowedError":
    case "AbortError":
      return "Setup was cancelled or not allowed.";
    case "InvalidStateError":
      return "Touch ID / Face ID is already enabled on this device.";
    case "NotSupportedError":
      return "This authentication method is not supported";
    case "SecurityError":
      return "Setup failed due to security restrictions.";
    default:
      return "Could not enable Touch ID / Face ID. Please try again.";
  }
}
