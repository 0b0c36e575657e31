import { sql } from "drizzle-orm";
import {
  bigint,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { properties, units } from "./properties";
import { currencyEnum, users } from "./users";

export const leaseStatusEnum = pgEnum("lease_status", ["pending", "active", "ended"]);
export const applicationStatusEnum = pgEnum("application_status", ["pending", "accepted", "declined"]);

export const leases = pgTable(
  "leases",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    propertyId: integer("property_id")
      .notNull()
      .references(() => properties.id),
    unitId: integer("unit_id")
      .notNull()
      .references(() => units.id),
    /** Null until an invited tenant finishes sign-up. */
    tenantId: uuid("tenant_id").references(() => users.id),
    /** Who the landlord invited, as the landlord typed it (kept after the tenant signs up). */
    inviteeName: text("invitee_name"),
    inviteeEmail: text("invitee_email"),
    inviteePhone: text("invitee_phone"),
    startDate: date("start_date").notNull(),
    endDate: date("end_date"),
    monthlyRent: bigint("monthly_rent", { mode: "number" }).notNull(),
    currency: currencyEnum("currency").notNull().default("UGX"),
    deposit: bigint("deposit", { mode: "number" }).notNull().default(0),
    status: leaseStatusEnum("status").notNull().default("active"),
    /** What the tenant writes on a deposit slip or a transfer (common/payment-reference.ts); set when first shown. */
    paymentReference: text("payment_reference"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
  },
  (t) => [
    index("leases_tenant_idx").on(t.tenantId, t.status),
    index("leases_property_idx").on(t.propertyId, t.status),
    // One current lease per unit.
    uniqueIndex("leases_unit_current_key").on(t.unitId).where(sql`${t.status} <> 'ended'`),
    uniqueIndex("leases_payment_reference_key").on(t.paymentReference),
  ],
);

/** A tenant's registration preferences, for the landlord of that property to accept or decline. */
export const rentalApplications = pgTable(
  "rental_applications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    propertyId: integer("property_id")
      .notNull()
      .references(() => properties.id),
    /** The unit applied for from a public listing; null for the sign-up form's unit-type preference. */
    unitId: integer("unit_id").references(() => units.id, { onDelete: "set null" }),
    unitType: text("unit_type").notNull(),
    moveInDate: date("move_in_date").notNull(),
    status: applicationStatusEnum("status").notNull().default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("rental_applications_property_idx").on(t.propertyId, t.status),
    // One pending application a tenant and property: applying again from a listing is answered, not repeated.
    uniqueIndex("rental_applications_pending_key")
      .on(t.tenantId, t.propertyId)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** A landlord's invitation of a tenant into a lease; accepted by signing up (or linked to an existing account). */
export const invitations = pgTable(
  "invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leaseId: uuid("lease_id")
      .notNull()
      .references(() => leases.id, { onDelete: "cascade" }),
    email: text("email"),
    phone: text("phone"),
    /** SHA-256 of the invitation code; the code itself is only in the link sent to the tenant. */
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("invitations_email_idx").on(t.email), index("invitations_lease_idx").on(t.leaseId)],
);
