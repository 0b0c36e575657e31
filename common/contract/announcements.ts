import {
  announcementCreateInput,
  announcementDeleteResponse,
  announcementListQuery,
  announcementListResponse,
  announcementReadResponse,
  announcementSchema,
  announcementUpdateInput,
} from "../schemas/announcements";
import { uuidParam } from "../schemas/shared";
import { defineRoutes } from "./define";

const tags = ["announcements"];

export const announcementRoutes = defineRoutes("announcements", {
  "announcements.list": {
    access: "signedIn",
    tags,
    summary:
      "A tenant's: their property's announcements that have not expired; a landlord's: their own with audience size, read and acknowledged counts. Pinned first, then newest",
    query: announcementListQuery,
    responses: { 200: announcementListResponse },
  },
  "announcements.create": {
    access: "landlord",
    tags,
    summary:
      "Publishes an announcement to one property or all the landlord's properties; each resident is notified",
    body: announcementCreateInput,
    responses: { 201: announcementSchema },
  },
  "announcements.update": {
    access: "landlord",
    tags,
    summary: "Edits an announcement nobody has read yet (409 once someone has)",
    params: uuidParam,
    body: announcementUpdateInput,
    responses: { 200: announcementSchema },
  },
  "announcements.delete": {
    access: "landlord",
    tags,
    summary: "Deletes an announcement with its reads",
    params: uuidParam,
    responses: { 200: announcementDeleteResponse },
  },
  "announcements.read": {
    access: "tenant",
    tags,
    summary: "Marks an announcement of the caller's property as read",
    params: uuidParam,
    responses: { 200: announcementReadResponse },
  },
  "announcements.acknowledge": {
    access: "tenant",
    tags,
    summary: "'I have read this notice': marks it read and acknowledged",
    params: uuidParam,
    responses: { 200: announcementReadResponse },
  },
});
