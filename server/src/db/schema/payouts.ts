import { sql } from "drizzle-orm";
import { integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { properties } from "./properties";
import { users } from "./users";

/** Where tenants' payments go: the landlord's default (propertyId null) or a per-property override. */
export const payoutAccounts = pgTable(
  "payout_accounts",
  {
    id: serial("id").primaryKey(),
    landlordId: uuid("landlord_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    propertyId: integer("property_id").references(() => properties.id, { onDelete: "cascade" }),
    bankName: text("bank_name").notNull(),
    bankAccountNumber: text("bank_account_number").notNull(),
    bankAccountName: text("bank_account_name").notNull(),
    bankBranch: text("bank_branch"),
    /** E.164 Ugandan mobile number. */
    mobileMoneyNumber: text("mobile_money_number").notNull(),
    mobileMoneyProvider: text("mobile_money_provider").notNull(),
    /**
     * The landlord's Flutterwave subaccount for these bank details (PAYMENT_PROVIDER=flutterwave); null until
     * created, and reset when the bank or account number changes (a later save creates it again).
     */
    flutterwaveSubaccountId: text("flutterwave_subaccount_id"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("payout_accounts_landlord_default_key").on(t.landlordId).where(sql`${t.propertyId} is null`),
    uniqueIndex("payout_accounts_property_key").on(t.propertyId).where(sql`${t.propertyId} is not null`),
  ],
);
