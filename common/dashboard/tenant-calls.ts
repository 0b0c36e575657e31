import { DASHBOARD_ANNOUNCEMENTS } from "../announcements/values";
import { DASHBOARD_LISTINGS } from "../schemas/marketplace";

/** Messages the tenant dashboard's chat card shows. */
export const CHAT_CARD_MESSAGES = 5;
/** Notifications the tenant dashboard (its card and the bell) shows. */
export const DASHBOARD_NOTIFICATIONS = 3;

/**
 * The reads of the tenant dashboard's cards, each with the input its card asks with: `GET /api/tenant/dashboard`
 * answers all of them in one request, and the client files each answer where that card looks for it.
 */
export const TENANT_DASHBOARD_CALLS = [
  { id: "rent.summary", input: {} },
  { id: "maintenance.list", input: {} },
  { id: "notifications.list", input: { query: { limit: DASHBOARD_NOTIFICATIONS } } },
  { id: "announcements.list", input: { query: { limit: DASHBOARD_ANNOUNCEMENTS } } },
  { id: "marketplace.list", input: { query: { limit: DASHBOARD_LISTINGS } } },
  { id: "chat.list", input: { query: { limit: CHAT_CARD_MESSAGES } } },
  { id: "chat.conversations", input: { query: {} } },
  { id: "amenities.list", input: { query: {} } },
] as const;

export type TenantDashboardCall = (typeof TENANT_DASHBOARD_CALLS)[number];
