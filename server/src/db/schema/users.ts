import { sql } from "drizzle-orm";
import {
  boolean,
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
import { demoWorlds } from "./demo";

export const roleEnum = pgEnum("role", ["tenant", "landlord"]);
export const accountTypeEnum = pgEnum("account_type", ["individual", "company"]);
export const currencyEnum = pgEnum("currency", ["UGX", "USD"]);

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    role: roleEnum("role").notNull(),
    /** Always stored lower-cased. */
    email: text("email"),
    /** E.164 when it is a Ugandan mobile number, otherwise as typed (digits and +). */
    phone: text("phone"),
    passwordHash: text("password_hash"),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    profileImageUrl: text("profile_image_url"),
    /** Storage key of the national ID photo; served only to the tenant and their landlord. */
    nationalIdPhotoKey: text("national_id_photo_key"),
    dateOfBirth: date("date_of_birth"),
    nationalId: text("national_id"),
    /** URA Taxpayer Identification Number, if the person gave one (a landlord's tax pack lists tenants' TINs). */
    tin: text("tin"),
    emergencyContactName: text("emergency_contact_name"),
    emergencyContactPhone: text("emergency_contact_phone"),
    emergencyContactRelationship: text("emergency_contact_relationship"),
    emergencyContactEmail: text("emergency_contact_email"),
    /** The uploaded profile photo and its thumbnail (profileImageUrl then points at GET /api/users/{id}/photo). */
    profilePhotoKey: text("profile_photo_key"),
    profilePhotoThumbKey: text("profile_photo_thumb_key"),
    occupation: text("occupation"),
    monthlyIncome: text("monthly_income"),
    rentCurrency: currencyEnum("rent_currency").notNull().default("UGX"),
    /** The account's language (a folder of common/i18n/locales: en, lg, sw); null follows the browser's. */
    locale: text("locale"),
    /** Demo accounts have no password: the seeded template's, and every demo world's copies of them. */
    isDemo: boolean("is_demo").notNull().default(false),
    /** The demo world the account belongs to; null for real accounts and the seeded template. */
    demoWorldId: uuid("demo_world_id").references(() => demoWorlds.id, { onDelete: "cascade" }),
    /** Set when the person asks for their account to be deleted; erased after the cooling-off period. */
    deletionRequestedAt: timestamp("deletion_requested_at", { withTimezone: true }),
    /** Set when the account's personal data was erased (the row stays for the money records that name it). */
    anonymisedAt: timestamp("anonymised_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("users_deletion_due_idx")
      .on(t.deletionRequestedAt)
      .where(sql`${t.deletionRequestedAt} is not null and ${t.anonymisedAt} is null`),
    // Emails and phones are unique among real accounts and the template; each demo world repeats the
    // template's, unique within the world.
    uniqueIndex("users_email_key")
      .on(t.email)
      .where(sql`${t.email} is not null and ${t.demoWorldId} is null`),
    uniqueIndex("users_phone_key")
      .on(t.phone)
      .where(sql`${t.phone} is not null and ${t.demoWorldId} is null`),
    uniqueIndex("users_world_email_key").on(t.demoWorldId, t.email).where(sql`${t.demoWorldId} is not null`),
    uniqueIndex("users_world_phone_key").on(t.demoWorldId, t.phone).where(sql`${t.demoWorldId} is not null`),
    index("users_name_idx").on(t.firstName, t.lastName),
  ],
);

export const landlordProfiles = pgTable("landlord_profiles", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  accountType: accountTypeEnum("account_type").notNull(),
  companyName: text("company_name"),
  companyRegNumber: text("company_reg_number"),
  companyAddress: text("company_address"),
  businessLicenseNumber: text("business_license_number"),
  /** The property the landlord is managing now (the prototype kept it in browser storage). */
  selectedPropertyId: integer("selected_property_id"),
});
