import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { roleEnum, users } from "./users";

export const sessions = pgTable(
  "sessions",
  {
    /** SHA-256 of the cookie's random token: the token itself is never stored. */
    tokenHash: text("token_hash").primaryKey(),
    /** What the account's security page names the session by (never the token's hash). */
    publicId: uuid("public_id").notNull().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    userAgent: text("user_agent"),
    /** The address it signed in from. */
    ip: text("ip"),
  },
  (t) => [
    index("sessions_user_idx").on(t.userId),
    index("sessions_expires_idx").on(t.expiresAt),
    uniqueIndex("sessions_public_id_key").on(t.publicId),
  ],
);

export const verificationCodes = pgTable(
  "verification_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    contact: text("contact").notNull(),
    role: roleEnum("role").notNull(),
    /** What the code proves: a contact for sign-up, the right to set a new password, a new email or phone its owner. */
    purpose: text("purpose", { enum: ["signup", "password_reset", "email_change", "phone_change"] })
      .notNull()
      .default("signup"),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    ip: text("ip"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("verification_codes_contact_idx").on(t.contact, t.createdAt)],
);

/** A verified contact's short-lived right to finish sign-up, held by the server behind an httpOnly cookie. */
export const signupTickets = pgTable("signup_tickets", {
  tokenHash: text("token_hash").primaryKey(),
  contact: text("contact").notNull(),
  contactMethod: text("contact_method", { enum: ["email", "phone"] }).notNull(),
  role: roleEnum("role").notNull(),
  passwordHash: text("password_hash"),
  /** SHA-256 of a landlord's invitation code that came with the verification: linked at registration. */
  inviteTokenHash: text("invite_token_hash"),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const passkeys = pgTable(
  "passkeys",
  {
    /** The credential id, base64url. */
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    publicKey: text("public_key").notNull(),
    /** The account holder's name for it ("Sarah's phone"); empty until they give one. */
    name: text("name").notNull().default(""),
    counter: bigint("counter", { mode: "number" }).notNull().default(0),
    transports: text("transports").array(),
    deviceType: text("device_type"),
    backedUp: boolean("backed_up").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (t) => [index("passkeys_user_idx").on(t.userId)],
);

/** WebAuthn challenges, kept server-side and used once. */
export const authChallenges = pgTable("auth_challenges", {
  id: uuid("id").primaryKey().defaultRandom(),
  challenge: text("challenge").notNull(),
  purpose: text("purpose", { enum: ["register", "authenticate"] }).notNull(),
  userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

export const loginFailures = pgTable(
  "login_failures",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    identifier: text("identifier").notNull(),
    ip: text("ip"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("login_failures_identifier_idx").on(t.identifier, t.createdAt),
    index("login_failures_ip_idx").on(t.ip, t.createdAt),
  ],
);
