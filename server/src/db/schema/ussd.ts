import { pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * What a USSD session did (a payment started, a request filed), once per session and action: a repeated final
 * callback answers the same words again and does nothing twice.
 */
export const ussdActions = pgTable(
  "ussd_actions",
  {
    sessionId: text("session_id").notNull(),
    action: text("action").notNull(),
    /** The END screen it answered (as a catalogue message), sent again for a repeat. */
    reply: text("reply"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.action] })],
);
