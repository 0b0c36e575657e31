import {
  changePasswordBody,
  deletionRequestBody,
  deletionStatus,
  endedSessions,
  passkeyList,
  passkeyParam,
  passkeyRenameBody,
  passkeyView,
  sessionList,
} from "../schemas/account";
import { uuidParam } from "../schemas/shared";
import { z } from "../schemas/zod";
import { defineRoutes } from "./define";

const tags = ["account"];

export const accountRoutes = defineRoutes("account", {
  "account.sessions": {
    access: "signedIn",
    tags,
    summary: "The account's active sessions (device, address, last seen), this one marked",
    responses: { 200: sessionList },
  },
  "account.endSession": {
    access: "signedIn",
    tags,
    summary: "Signs one of the account's sessions out (its sockets close)",
    params: uuidParam,
    responses: { 200: endedSessions },
  },
  "account.endOtherSessions": {
    access: "signedIn",
    tags,
    summary: "Signs out every session of the account but this one",
    responses: { 200: endedSessions },
  },
  "account.passkeys": {
    access: "signedIn",
    tags,
    summary: "The account's passkeys",
    responses: { 200: passkeyList },
  },
  "account.renamePasskey": {
    access: "signedIn",
    tags,
    summary: "Names one of the account's passkeys",
    params: passkeyParam,
    body: passkeyRenameBody,
    responses: { 200: passkeyView },
  },
  "account.removePasskey": {
    access: "signedIn",
    tags,
    summary: "Removes one of the account's passkeys",
    params: passkeyParam,
    responses: { 200: z.object({ removed: z.literal(true) }) },
  },
  "account.export": {
    access: "signedIn",
    tags,
    summary:
      "Everything the account holds (JSON) and its files, in one ZIP archive (Data Protection and Privacy Act 2019)",
    produces: ["application/zip"],
  },
  "account.changePassword": {
    access: "signedIn",
    tags,
    summary: "Changes the password (the current one is needed); every other session ends",
    body: changePasswordBody,
    responses: { 200: endedSessions },
  },
  "account.deletion": {
    access: "signedIn",
    tags,
    summary: "Whether the account's deletion was asked for, and the day its personal data will be erased",
    responses: { 200: deletionStatus },
  },
  "account.requestDeletion": {
    access: "signedIn",
    tags,
    summary:
      "Asks for the account's deletion (password needed): after a cooling-off period its personal data is erased; receipts and payments stay, anonymised. Other sessions end.",
    body: deletionRequestBody,
    responses: { 200: deletionStatus },
  },
  "account.cancelDeletion": {
    access: "signedIn",
    tags,
    summary: "Cancels a deletion request during the cooling-off period",
    responses: { 200: deletionStatus },
  },
});
