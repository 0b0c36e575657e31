import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/browser";
import {
  currentUserSchema,
  loginBody,
  loginResponse,
  passwordResetBody,
  passwordResetRequestBody,
  passwordResetRequestResponse,
  passwordResetResponse,
  passwordSetupSchema,
  registerBody,
  registerResponse,
  roleSchema,
  sendVerificationBody,
  sendVerificationResponse,
  signupTicketResponse,
  verifyCodeBody,
  verifyCodeResponse,
} from "../schemas/auth";
import { z } from "../schemas/zod";
import { defineRoutes } from "./define";

const tags = ["auth"];
const success = z.object({ success: z.literal(true) });

// WebAuthn JSON is checked by @simplewebauthn itself; here only its outer shape and size are bounded. The types
// are @simplewebauthn's, so the browser library takes the answers as they are.
const credentialJson = z.looseObject({
  id: z.string().max(1024),
  type: z.literal("public-key"),
  response: z.looseObject({}),
});
const webauthnOptions = z.looseObject({ challenge: z.string() });
const creationOptions = webauthnOptions as unknown as z.ZodType<PublicKeyCredentialCreationOptionsJSON>;
const requestOptions = webauthnOptions as unknown as z.ZodType<PublicKeyCredentialRequestOptionsJSON>;
const registrationJson = credentialJson as unknown as z.ZodType<RegistrationResponseJSON>;
const authenticationJson = credentialJson as unknown as z.ZodType<AuthenticationResponseJSON>;

export const authRoutes = defineRoutes("auth", {
  "auth.sendVerification": {
    access: "public",
    tags,
    summary: "Sends a 4-digit sign-up code to an email address",
    body: sendVerificationBody,
    responses: { 200: sendVerificationResponse },
  },
  "auth.passwordResetRequest": {
    access: "public",
    tags,
    summary:
      "Forgot password: sends a 4-digit code to the account's email; the same answer whether an account exists",
    body: passwordResetRequestBody,
    responses: { 200: passwordResetRequestResponse },
  },
  "auth.passwordReset": {
    access: "public",
    tags,
    summary: "Sets a new password with the emailed code; every session of the account ends",
    body: passwordResetBody,
    responses: { 200: passwordResetResponse },
  },
  "auth.verifyCode": {
    access: "public",
    tags,
    summary: "Checks a sign-up code; sets the sign-up ticket cookie",
    body: verifyCodeBody,
    responses: { 200: verifyCodeResponse },
  },
  "auth.signupTicket": {
    access: "public",
    tags,
    summary: "The verified contact and step of this browser's sign-up",
    responses: { 200: signupTicketResponse },
  },
  "auth.signupPassword": {
    access: "public",
    tags,
    summary: "Sets the password of this browser's sign-up (step 2)",
    body: passwordSetupSchema,
    responses: { 200: z.object({ success: z.literal(true), step: z.literal("password_set") }) },
  },
  "auth.register": {
    access: "public",
    tags,
    summary: "Creates the account of this browser's sign-up (step 3)",
    body: registerBody,
    responses: { 201: registerResponse },
  },
  "auth.login": {
    access: "public",
    tags,
    summary: "Signs in with an email or phone number and a password",
    body: loginBody,
    responses: { 200: loginResponse },
  },
  "auth.loginNavigation": {
    access: "public",
    tags,
    summary: "The prototype navigated the browser here: redirects to /login",
    hidden: true,
  },
  "auth.logout": {
    access: "public",
    tags,
    summary:
      "Signs out: a POST from our own pages only (the Origin check), never a GET a link or image could send",
    responses: { 200: success },
  },
  "auth.user": {
    access: "signedIn",
    tags,
    summary: "The signed-in user",
    responses: { 200: currentUserSchema },
  },
  "auth.passkeyRegistrationOptions": {
    access: "signedIn",
    tags: ["passkeys"],
    responses: { 200: creationOptions },
  },
  "auth.passkeyRegister": {
    access: "signedIn",
    tags: ["passkeys"],
    body: z.object({ response: registrationJson }),
    responses: { 200: z.object({ success: z.literal(true), passkeyCount: z.number() }) },
  },
  "auth.passkeyAuthenticationOptions": {
    access: "public",
    tags: ["passkeys"],
    responses: { 200: requestOptions },
  },
  "auth.passkeyAuthenticate": {
    access: "public",
    tags: ["passkeys"],
    body: z.object({ response: authenticationJson, role: roleSchema.optional() }),
    responses: { 200: loginResponse },
  },
});
