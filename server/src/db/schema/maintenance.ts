import { sql } from "drizzle-orm";
import {
  bigserial,
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
import { storedPhotoColumns } from "./photos";
import { properties, units } from "./properties";
import { users } from "./users";

export const maintenanceCategoryEnum = pgEnum("maintenance_category", [
  "plumbing",
  "electrical",
  "hvac",
  "structural",
  "appliances",
  "security",
]);
export const maintenancePriorityEnum = pgEnum("maintenance_priority", ["low", "medium", "high", "urgent"]);
export const maintenanceStatusEnum = pgEnum("maintenance_status", [
  "open",
  "scheduled",
  "in_progress",
  "completed",
  "cancelled",
]);

/** A tenant's request to fix something in their unit, moved through its statuses by the landlord. */
export const maintenanceRequests = pgTable(
  "maintenance_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    propertyId: integer("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    unitId: integer("unit_id")
      .notNull()
      .references(() => units.id, { onDelete: "cascade" }),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull(),
    category: maintenanceCategoryEnum("category"),
    /** One of the category's preset issues, as the tenant picked it. */
    issue: text("issue"),
    priority: maintenancePriorityEnum("priority").notNull().default("medium"),
    status: maintenanceStatusEnum("status").notNull().default("open"),
    contact: text("contact"),
    plannedFixDate: date("planned_fix_date"),
    notes: text("notes").notNull().default(""),
    assigneeName: text("assignee_name"),
    assigneePhone: text("assignee_phone"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    /** The Idempotency-Key it was filed with (a request queued offline and sent again): filed once. */
    idempotencyKey: text("idempotency_key"),
    /** SHA-256 of the request filed with that key: the key sent with another request is refused. */
    requestFingerprint: text("request_fingerprint"),
  },
  (t) => [
    index("maintenance_requests_tenant_idx").on(t.tenantId, t.createdAt.desc()),
    uniqueIndex("maintenance_requests_idempotency_key")
      .on(t.tenantId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    index("maintenance_requests_board_idx").on(t.propertyId, t.status, t.priority, t.createdAt),
    // The unit tables' open-request counts, and the cascade when a unit is deleted.
    index("maintenance_requests_unit_idx").on(t.unitId, t.status),
  ],
);

/** Photos attached to a request: the re-encoded image and its small WebP thumbnail. */
export const maintenancePhotos = pgTable(
  "maintenance_photos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    requestId: uuid("request_id")
      .notNull()
      .references(() => maintenanceRequests.id, { onDelete: "cascade" }),
    ...storedPhotoColumns(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("maintenance_photos_request_idx").on(t.requestId, t.createdAt)],
);

/** Every status change of a request (the first row, from null to open, is its filing). */
export const maintenanceStatusHistory = pgTable(
  "maintenance_status_history",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    requestId: uuid("request_id")
      .notNull()
      .references(() => maintenanceRequests.id, { onDelete: "cascade" }),
    fromStatus: maintenanceStatusEnum("from_status"),
    toStatus: maintenanceStatusEnum("to_status").notNull(),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    note: text("note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("maintenance_status_history_request_idx").on(t.requestId, t.id)],
);
