import type { Role } from "../../../common/constants";
import type { BankDetailsInput } from "../../../common/schemas/payouts";
import type { PropertyCreateInput, PropertySummary, UnitTypeInput } from "../../../common/schemas/properties";
import type { DbOrTx } from "../db/client";
import { leases } from "../db/schema";
import { translator } from "../platform/i18n";
import { landlordPayload, signIn, tenantPayload, verifyAndSetPassword } from "./factories";
import type { TestApp } from "./test-app";
import { TestClient } from "./test-client";

let seq = 0;

/** A client with an address of its own, so per-IP limits of sign-up never add up within a test file. */
export function freshClient(t: TestApp): TestClient {
  seq += 1;
  return new TestClient(t.app, `10.77.${Math.floor(seq / 250) % 250}.${(seq % 250) + 1}`);
}

/** A new signed-up and signed-in user. */
export async function signedInUser(t: TestApp, role: Role, email?: string) {
  const client = freshClient(t);
  const n = seq;
  const address = email ?? `${role}-${Date.now().toString(36)}-${n}@example.com`;
  try {
    await verifyAndSetPassword(client, address, role);
  } catch (e) {
    // A 500 says only "Something went wrong": the server's own error lines say what.
    const errors = t.logs.filter((line) => line.includes('"level":50')).slice(-3);
    throw new Error(`${(e as Error).message}\n${errors.join("\n")}`);
  }
  // Each landlord needs a phone number of their own.
  const payload =
    role === "tenant"
      ? tenantPayload(address)
      : landlordPayload(address, { phoneNumber: `0772${String(n).padStart(6, "0")}` });
  const res = await client.post("/api/auth/register", payload);
  if (res.status !== 201) throw new Error(`register ${res.status}: ${JSON.stringify(res.body)}`);
  const userId = res.body.userId as string;
  await signIn(client, address, role);
  return { client, userId, email: address };
}

export function bankDetailsInput(overrides: Partial<BankDetailsInput> = {}): BankDetailsInput {
  return {
    bankName: "Centenary Bank",
    bankAccountNumber: "3100045678901",
    bankAccountName: "Kiggundu Estates Ltd",
    bankBranch: "Mapeera House",
    mobileMoneyNumber: "0772 987 654",
    mobileMoneyProvider: "MTN Mobile Money",
    ...overrides,
  };
}

export function unitTypeInput(overrides: Partial<UnitTypeInput> = {}): UnitTypeInput {
  return {
    name: "Two bedroom",
    bedrooms: 2,
    bathrooms: 1.5,
    sqft: 950,
    rentPrice: 1_200_000,
    rentCurrency: "UGX",
    quantity: 2,
    ...overrides,
  };
}

export function propertyInput(overrides: Partial<PropertyCreateInput> = {}): PropertyCreateInput {
  return {
    name: "Ntinda View Apartments",
    location: "Plot 12, Ntinda II Road, Kampala",
    propertyType: "apartment",
    description: "Quiet apartments near Ntinda shopping centre.",
    amenities: ["Parking", "Security", "Backup Power"],
    imageUrl: "https://images.example.com/ntinda.jpg",
    unitTypes: [unitTypeInput()],
    payout: bankDetailsInput(),
    ...overrides,
  };
}

/** POST /api/landlord/properties as the client; fails the test unless it answers 201. */
export async function createProperty(
  client: TestClient,
  overrides: Partial<PropertyCreateInput> = {},
): Promise<PropertySummary> {
  const res = await client.post("/api/landlord/properties", propertyInput(overrides));
  if (res.status !== 201) throw new Error(`create property ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body as unknown as PropertySummary;
}

/** The full edit-form body of a property, with changes. */
export function propertyUpdateBody(p: PropertySummary, overrides: Record<string, unknown> = {}) {
  return {
    name: p.name,
    location: p.location,
    propertyType: p.propertyType,
    description: p.description,
    amenities: p.amenities,
    imageUrl: p.imageUrl ?? "",
    totalUnits: p.totalUnits,
    ...overrides,
  };
}

/** A lease row written directly (the leases API is another module's): gives a unit a tenant or history. */
export async function insertLease(
  db: DbOrTx,
  lease: {
    propertyId: number;
    unitId: number;
    status?: "pending" | "active" | "ended";
    tenantId?: string | null;
    inviteeName?: string | null;
    monthlyRent?: number;
    currency?: "UGX" | "USD";
  },
) {
  const [row] = await db
    .insert(leases)
    .values({
      propertyId: lease.propertyId,
      unitId: lease.unitId,
      status: lease.status ?? "active",
      tenantId: lease.tenantId ?? null,
      inviteeName: lease.inviteeName ?? null,
      startDate: "2026-01-01",
      endDate: "2027-01-01",
      monthlyRent: lease.monthlyRent ?? 1_200_000,
      currency: lease.currency ?? "UGX",
      endedAt: lease.status === "ended" ? new Date() : null,
    })
    .returning();
  return row!;
}

export const patch = (client: TestClient, url: string, body: unknown) => client.request("PATCH", url, body);
export const put = (client: TestClient, url: string, body: unknown) => client.request("PUT", url, body);
export const del = (client: TestClient, url: string) => client.request("DELETE", url);

/** A stored message (`msg()` text, or plain text written before) as an English reader sees it. */
export const inEnglish = (stored: string) => translator().text(stored);
