import {
  emailChangeBody,
  emailChangeResponse,
  emailConfirmBody,
  languageBody,
  languageResponse,
  phoneChangeBody,
  phoneConfirmBody,
  profileUpdateBody,
  profileView,
  userPhotoParam,
} from "../schemas/profile";
import { z } from "../schemas/zod";
import { defineRoutes } from "./define";

const tags = ["profile"];
const photoTypes = ["image/png", "image/jpeg", "image/webp"];

export const profileRoutes = defineRoutes("profile", {
  "profile.get": {
    access: "signedIn",
    tags,
    summary:
      "The signed-in account's own profile: a tenant's home and lease, a landlord's company (read-only)",
    responses: { 200: profileView },
  },
  "profile.update": {
    access: "signedIn",
    tags,
    summary: "Changes the account's own details; email, phone, lease and payment fields are not changed here",
    body: profileUpdateBody,
    responses: { 200: profileView },
  },
  "profile.uploadPhoto": {
    access: "signedIn",
    tags,
    summary: "Sets the account's profile photo (one image, field `photo`): re-encoded, with a thumbnail",
    forms: {
      "multipart/form-data": z.object({
        photo: z.string().meta({ format: "binary" }).describe("PNG, JPEG or WebP, at most 10 MB"),
      }),
    },
    responses: { 200: profileView },
  },
  "profile.photo": {
    access: "signedIn",
    tags,
    summary:
      "A profile photo (`?thumb=1` for the thumbnail): for its owner, their landlord and their neighbours",
    params: userPhotoParam,
    query: z.object({ thumb: z.enum(["0", "1"]).optional() }),
    produces: photoTypes,
  },
  "profile.requestEmailChange": {
    access: "signedIn",
    tags,
    summary: "Sends a code to a new email address; the old one stays until the code is entered",
    body: emailChangeBody,
    responses: { 200: emailChangeResponse },
  },
  "profile.confirmEmailChange": {
    access: "signedIn",
    tags,
    summary: "Makes the new email the account's with the code sent to it",
    body: emailConfirmBody,
    responses: { 200: profileView },
  },
  "profile.requestPhoneChange": {
    access: "signedIn",
    tags,
    summary: "Sends a code by SMS to a new phone number; the old one stays until the code is entered",
    body: phoneChangeBody,
    responses: { 200: emailChangeResponse },
  },
  "profile.confirmPhoneChange": {
    access: "signedIn",
    tags,
    summary: "Makes the new phone number the account's with the code sent to it",
    body: phoneConfirmBody,
    responses: { 200: profileView },
  },
  "profile.setLanguage": {
    access: "signedIn",
    tags,
    summary: "Sets the account's language, used for its screens, SMS, emails and USSD menu",
    body: languageBody,
    responses: { 200: languageResponse },
  },
});
