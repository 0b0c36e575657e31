import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { leases } from "./leases";
import { properties } from "./properties";
import { users } from "./users";

export const petTypeEnum = pgEnum("pet_type", [
  "dog",
  "cat",
  "bird",
  "fish",
  "reptile",
  "small_mammal",
  "other",
]);
export const petGenderEnum = pgEnum("pet_gender", ["male", "female"]);
export const vaccinationStatusEnum = pgEnum("vaccination_status", [
  "up_to_date",
  "pending",
  "overdue",
  "unknown",
]);
export const petStatusEnum = pgEnum("pet_status", ["pending", "approved", "rejected"]);

/**
 * A tenant's pet registration (spec section 3, Pet), decided once by the landlord of the lease's property
 * (docs/decisions/0018). On approval its fees become charges on the lease (charges.pet_id).
 */
export const pets = pgTable(
  "pets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    leaseId: uuid("lease_id")
      .notNull()
      .references(() => leases.id, { onDelete: "cascade" }),
    propertyId: integer("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    type: petTypeEnum("type").notNull().default("dog"),
    breed: text("breed").notNull().default(""),
    /** Whole years. */
    age: integer("age"),
    /** Kilograms in tenths (12.5 kg is 125): no float in the database. */
    weightTenths: integer("weight_tenths"),
    color: text("color").notNull().default(""),
    gender: petGenderEnum("gender").notNull().default("male"),
    isNeutered: boolean("is_neutered").notNull().default(false),
    microchipNumber: text("microchip_number").notNull().default(""),
    vaccinationStatus: vaccinationStatusEnum("vaccination_status").notNull().default("unknown"),
    lastVaccinationDate: date("last_vaccination_date"),
    veterinarianName: text("veterinarian_name").notNull().default(""),
    veterinarianContact: text("veterinarian_contact").notNull().default(""),
    medicalConditions: text("medical_conditions").notNull().default(""),
    medications: text("medications").notNull().default(""),
    emergencyContact: text("emergency_contact").notNull().default(""),
    petInsuranceProvider: text("pet_insurance_provider").notNull().default(""),
    petInsurancePolicyNumber: text("pet_insurance_policy_number").notNull().default(""),
    /** Whole UGX (the lease's currency); null when not given. */
    registrationFee: bigint("registration_fee", { mode: "number" }),
    monthlyPetRent: bigint("monthly_pet_rent", { mode: "number" }),
    securityDeposit: bigint("security_deposit", { mode: "number" }),
    specialNeeds: text("special_needs").notNull().default(""),
    behaviorNotes: text("behavior_notes").notNull().default(""),
    photoKey: text("photo_key"),
    photoThumbKey: text("photo_thumb_key"),
    photoContentType: text("photo_content_type"),
    status: petStatusEnum("status").notNull().default("pending"),
    decisionReason: text("decision_reason"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    /** The booster due date the tenant was last reminded of (the reminder goes once per due date). */
    vaccinationRemindedFor: date("vaccination_reminded_for"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("pets_tenant_idx").on(t.tenantId, t.createdAt.desc()),
    index("pets_property_status_idx").on(t.propertyId, t.status, t.createdAt),
    index("pets_lease_idx").on(t.leaseId, t.status),
    // The daily reminder looks only at pets with a recorded vaccination.
    index("pets_vaccination_idx").on(t.lastVaccinationDate).where(sql`${t.lastVaccinationDate} is not null`),
  ],
);
