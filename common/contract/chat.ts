import {
  chatBlockResponse,
  chatConversationSchema,
  chatConversationsQuery,
  chatConversationsResponse,
  chatDismissResponse,
  chatListQuery,
  chatListResponse,
  chatMessageSchema,
  chatOpenDirectBody,
  chatReadBody,
  chatReadResponse,
  chatRemoveResponse,
  chatReportBody,
  chatReportResponse,
  chatReportsResponse,
  chatResidentsResponse,
  chatSendBody,
  chatUserParam,
} from "../schemas/chat";
import { uuidParam } from "../schemas/shared";
import { defineRoutes } from "./define";

const tags = ["chat"];

export const chatRoutes = defineRoutes("chat", {
  "chat.list": {
    access: "signedIn",
    tags,
    summary:
      "A conversation's messages, newest last: the caller's property room by default, older with `before`, newer with `after`",
    query: chatListQuery,
    responses: { 200: chatListResponse },
  },
  "chat.conversations": {
    access: "signedIn",
    tags,
    summary: "The caller's conversations (the property room and direct ones) with their unread counts",
    query: chatConversationsQuery,
    responses: { 200: chatConversationsResponse },
  },
  "chat.openDirect": {
    access: "tenant",
    tags,
    summary: "Opens (or finds) the direct conversation with another resident of the caller's property",
    body: chatOpenDirectBody,
    responses: { 200: chatConversationSchema },
  },
  "chat.markRead": {
    access: "signedIn",
    tags,
    summary: "Marks a conversation read up to a message",
    params: uuidParam,
    body: chatReadBody,
    responses: { 200: chatReadResponse },
  },
  "chat.send": {
    access: "signedIn",
    tags,
    summary: "Sends a message (the socket's chat_message, over HTTP); a repeated clientId sends nothing new",
    body: chatSendBody,
    responses: { 201: chatMessageSchema },
  },
  "chat.report": {
    access: "tenant",
    tags,
    summary: "Reports a message of the caller's property to its landlord",
    params: uuidParam,
    body: chatReportBody,
    responses: { 201: chatReportResponse },
  },
  "chat.removeMessage": {
    access: "landlord",
    tags,
    summary: "Removes a message of one of the landlord's properties ('Message removed')",
    params: uuidParam,
    responses: { 200: chatRemoveResponse },
  },
  "chat.reports": {
    access: "landlord",
    tags,
    summary: "The open reports of a property's messages",
    query: chatConversationsQuery,
    responses: { 200: chatReportsResponse },
  },
  "chat.dismissReport": {
    access: "landlord",
    tags,
    summary: "Dismisses a report, keeping the message",
    params: uuidParam,
    responses: { 200: chatDismissResponse },
  },
  "chat.residents": {
    access: "signedIn",
    tags,
    summary:
      "Who lives in the property: name, unit, online now or last seen, and whether the caller blocked them",
    query: chatConversationsQuery,
    responses: { 200: chatResidentsResponse },
  },
  "chat.block": {
    access: "tenant",
    tags,
    summary: "Blocks a resident: the caller stops seeing their messages and presence; they are not told",
    params: chatUserParam,
    responses: { 200: chatBlockResponse },
  },
  "chat.unblock": {
    access: "tenant",
    tags,
    summary: "Unblocks a resident",
    params: chatUserParam,
    responses: { 200: chatBlockResponse },
  },
});
