import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { storedPhotoColumns } from "./photos";
import { currencyEnum, users } from "./users";

export const propertyStatusEnum = pgEnum("property_status", ["active", "archived"]);
export const unitReadinessEnum = pgEnum("unit_readiness", ["ready", "needs_work", "not_ready"]);
/** The landlord's flag on an occupied unit (the units table's Maintenance column). */
export const unitConditionEnum = pgEnum("unit_condition", ["good", "needs_work"]);
export const properties = pgTable(
  "properties",
  {
    id: serial("id").primaryKey(),
    landlordId: uuid("landlord_id")
      .notNull()
      .references(() => users.id),
    name: text("name").notNull(),
    location: text("location").notNull(),
    description: text("description").notNull().default(""),
    propertyType: text("property_type").notNull(),
    amenities: text("amenities").array().notNull().default([]),
    imageUrl: text("image_url"),
    status: propertyStatusEnum("status").notNull().default("active"),
    /** Shown on the public property search (the landlord's choice; off for a new property). */
    listed: boolean("listed").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("properties_landlord_idx").on(t.landlordId, t.status),
    index("properties_status_name_idx").on(t.status, t.name),
    // The public search: typo-tolerant matching (pg_trgm) over the listed properties' name and location.
    index("properties_search_trgm_idx")
      .using("gin", sql`(${t.name} || ' ' || ${t.location}) gin_trgm_ops`)
      .where(sql`${t.listed} and ${t.status} = 'active'`),
  ],
);

/** A property's photos in the landlord's order: seen by the landlord, its tenants, and anyone while it is listed. */
export const propertyPhotos = pgTable(
  "property_photos",
  {
    id: serial("id").primaryKey(),
    propertyId: integer("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    ...storedPhotoColumns(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("property_photos_property_idx").on(t.propertyId, t.position)],
);

export const unitTypes = pgTable(
  "unit_types",
  {
    id: serial("id").primaryKey(),
    propertyId: integer("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    bedrooms: integer("bedrooms").notNull(),
    bathrooms: numeric("bathrooms", { precision: 3, scale: 1, mode: "number" }).notNull(),
    sqft: integer("sqft").notNull().default(0),
    rentAmount: bigint("rent_amount", { mode: "number" }).notNull().default(0),
    rentCurrency: currencyEnum("rent_currency").notNull().default("UGX"),
  },
  (t) => [index("unit_types_property_idx").on(t.propertyId)],
);

export const units = pgTable(
  "units",
  {
    id: serial("id").primaryKey(),
    propertyId: integer("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    unitTypeId: integer("unit_type_id").references(() => unitTypes.id, { onDelete: "set null" }),
    unitNumber: text("unit_number").notNull(),
    floor: integer("floor"),
    bedrooms: integer("bedrooms").notNull().default(1),
    bathrooms: numeric("bathrooms", { precision: 3, scale: 1, mode: "number" }).notNull().default(1),
    sqft: integer("sqft").notNull().default(0),
    balcony: boolean("balcony").notNull().default(false),
    parking: boolean("parking").notNull().default(false),
    furnished: boolean("furnished").notNull().default(false),
    petFriendly: boolean("pet_friendly").notNull().default(false),
    features: text("features").array().notNull().default([]),
    rentAmount: bigint("rent_amount", { mode: "number" }).notNull().default(0),
    rentCurrency: currencyEnum("rent_currency").notNull().default("UGX"),
    readiness: unitReadinessEnum("readiness").notNull().default("ready"),
    workNeeded: text("work_needed").notNull().default(""),
    notes: text("notes").notNull().default(""),
    condition: unitConditionEnum("condition").notNull().default("good"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("units_property_number_key").on(t.propertyId, t.unitNumber),
    // The public search's available units of a property (ready to rent; vacancy is checked per unit).
    index("units_ready_idx").on(t.propertyId, t.rentAmount).where(sql`${t.readiness} = 'ready'`),
    // Unit counts per unit type (property summaries), and the set-null when a type is deleted.
    index("units_unit_type_idx").on(t.unitTypeId),
  ],
);
