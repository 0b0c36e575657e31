import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { addDays, addMonths, kampalaToday } from "../../../common/kampala-calendar";
import type { Db } from "../db/client";
import {
  landlordProfiles,
  leases,
  properties,
  rentalApplications,
  sessions,
  units,
  users,
} from "../db/schema";
import { SESSION_COOKIE } from "../platform/auth/cookies";
import { newToken } from "../platform/auth/tokens";
import { freshClient } from "./portfolio-factories";
import type { TestApp } from "./test-app";
import type { TestClient } from "./test-client";

/** Rows made straight in the database (the portfolio endpoints are another module's). */

const unique = () => randomBytes(4).toString("hex");

let phones = 0;
/** A phone number no other factory or seed uses (phone numbers are unique among users). */
export const uniquePhone = () => `+256740${String(++phones).padStart(6, "0")}`;

export async function makeLandlord(db: Db, overrides: Partial<typeof users.$inferInsert> = {}) {
  const [user] = await db
    .insert(users)
    .values({
      role: "landlord",
      email: `landlord-${unique()}@example.com`,
      firstName: "Moses",
      lastName: "Kiggundu",
      ...overrides,
    })
    .returning();
  await db.insert(landlordProfiles).values({ userId: user!.id, accountType: "individual" });
  return user!;
}

export async function makeTenant(db: Db, overrides: Partial<typeof users.$inferInsert> = {}) {
  const [user] = await db
    .insert(users)
    .values({
      role: "tenant",
      email: `tenant-${unique()}@example.com`,
      firstName: "Amina",
      lastName: "Nakitto",
      dateOfBirth: "1994-05-12",
      nationalId: "CM94051200XYZ",
      occupation: "Teacher",
      ...overrides,
    })
    .returning();
  return user!;
}

/** A property with units numbered as given (default 1A, 1B, 1C), all vacant and ready. */
export async function makeProperty(
  db: Db,
  landlordId: string,
  opts: { name?: string; location?: string; units?: string[]; status?: "active" | "archived" } = {},
) {
  const [property] = await db
    .insert(properties)
    .values({
      landlordId,
      name: opts.name ?? `Property ${unique()}`,
      location: opts.location ?? "Plot 12, Kololo Hill Drive, Kampala",
      propertyType: "apartment",
      status: opts.status ?? "active",
    })
    .returning();
  const unitRows = await db
    .insert(units)
    .values(
      (opts.units ?? ["1A", "1B", "1C"]).map((unitNumber, i) => ({
        propertyId: property!.id,
        unitNumber,
        floor: 1 + Math.floor(i / 4),
        rentAmount: 1_500_000,
      })),
    )
    .returning();
  return { property: property!, units: unitRows };
}

export async function makeLease(
  db: Db,
  input: {
    propertyId: number;
    unitId: number;
    tenantId: string | null;
    status?: "pending" | "active" | "ended";
  },
) {
  const [lease] = await db
    .insert(leases)
    .values({
      propertyId: input.propertyId,
      unitId: input.unitId,
      tenantId: input.tenantId,
      startDate: "2026-01-01",
      endDate: "2027-01-01",
      monthlyRent: 1_500_000,
      currency: "UGX",
      deposit: 1_500_000,
      status: input.status ?? "active",
      endedAt: input.status === "ended" ? new Date() : null,
    })
    .returning();
  return lease!;
}

/** A landlord with a property, and a tenant with an active lease on its first unit. */
export async function makeLeasedUnit(db: Db) {
  const landlord = await makeLandlord(db);
  const { property, units } = await makeProperty(db, landlord.id);
  const tenant = await makeTenant(db);
  const lease = await makeLease(db, { propertyId: property.id, unitId: units[0]!.id, tenantId: tenant.id });
  return { landlord, property, units, tenant, lease };
}

export async function makeApplication(
  db: Db,
  input: {
    tenantId: string;
    propertyId: number;
    status?: "pending" | "accepted" | "declined";
    createdAt?: Date;
  },
) {
  const [row] = await db
    .insert(rentalApplications)
    .values({
      tenantId: input.tenantId,
      propertyId: input.propertyId,
      unitType: "2-bedroom",
      moveInDate: "2027-01-01",
      status: input.status ?? "pending",
      ...(input.createdAt ? { createdAt: input.createdAt } : {}),
    })
    .returning();
  return row!;
}

/** A client signed in as the user, through a session row (no password needed), from an address of its own. */
export async function clientFor(t: TestApp, userId: string): Promise<TestClient> {
  const c = freshClient(t);
  c.setCookie(SESSION_COOKIE, await insertSession(t.database.db, userId));
  return c;
}

/** A day's session of the user, stored; returns the cookie's token. */
export async function insertSession(db: Db, userId: string): Promise<string> {
  const { token, hash } = newToken();
  await db.insert(sessions).values({ tokenHash: hash, userId, expiresAt: new Date(Date.now() + 86_400_000) });
  return token;
}

export async function userById(db: Db, id: string) {
  const [u] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return u!;
}

/** A valid lease-create body for the unit: a year from about three months ago (dates have ranges from today). */
export function leaseBody(unitId: number, overrides: Record<string, unknown> = {}) {
  const startDate = addMonths(kampalaToday(), -3);
  return {
    unitId,
    tenantName: "Brenda Achan",
    email: `brenda-${unique()}@example.com`,
    startDate,
    endDate: addDays(addMonths(startDate, 12), -1),
    monthlyRent: 1_200_000,
    currency: "UGX",
    deposit: 1_200_000,
    ...overrides,
  };
}

/** A multipart/form-data body with one file part. */
export function multipartBody(field: string, filename: string, contentType: string, bytes: Buffer) {
  const boundary = `----nyumba${unique()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    body: Buffer.concat([head, bytes, tail]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

/** A real one-page PDF (what a scanner or phone produces), as an identity document upload. */
export async function onePagePdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([595, 842]).drawText("National ID", { x: 50, y: 780 });
  return Buffer.from(await doc.save());
}
