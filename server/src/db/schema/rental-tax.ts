import { date, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * The notices of URA return deadlines a landlord was sent (issue 32, section 6): one per landlord, return and
 * deadline, so the daily job tells each landlord once however often it runs.
 */
export const rentalTaxNotices = pgTable(
  "rental_tax_notices",
  {
    landlordId: uuid("landlord_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    taxReturn: text("tax_return", { enum: ["provisional", "final"] }).notNull(),
    deadline: date("deadline").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.landlordId, t.taxReturn, t.deadline] })],
);
