import sharp from "sharp";
import { addDays, kampalaToday } from "../../../common/kampala-calendar";
import { clientFor, makeLandlord, makeLease, makeProperty, makeTenant } from "./lease-factories";
import { multipart } from "./multipart";
import type { TestApp } from "./test-app";
import type { TestClient } from "./test-client";

/** A landlord with two properties, another landlord with one, and a tenant of the first landlord. */
export async function expenseSetup(t: TestApp) {
  const db = t.database.db;
  const landlord = await makeLandlord(db);
  const other = await makeLandlord(db);
  const { property: heights, units: hu } = await makeProperty(db, landlord.id, { units: ["4B", "4C"] });
  const { property: villas } = await makeProperty(db, landlord.id, { units: ["V1"] });
  const { property: towers, units: tu } = await makeProperty(db, other.id, { units: ["T1"] });
  const tenant = await makeTenant(db);
  await makeLease(db, { propertyId: heights.id, unitId: hu[0]!.id, tenantId: tenant.id });
  return {
    landlord,
    other,
    heights,
    hu,
    villas,
    towers,
    tu,
    tenant,
    c: {
      landlord: await clientFor(t, landlord.id),
      other: await clientFor(t, other.id),
      tenant: await clientFor(t, tenant.id),
    },
  };
}
export type ExpenseSetup = Awaited<ReturnType<typeof expenseSetup>>;

/** A receipt photo: a small JPEG. */
export const receiptPhoto = async () => ({
  name: "receipt.jpg",
  type: "image/jpeg",
  bytes: await sharp({ create: { width: 600, height: 800, channels: 3, background: "#f4f1e8" } })
    .jpeg()
    .toBuffer(),
});

export const expenseFieldsFor = (propertyId: number, overrides: Record<string, string> = {}) => ({
  propertyId: String(propertyId),
  category: "repairs",
  amount: "350000",
  spentOn: addDays(kampalaToday(), -3),
  payee: "Ssekandi Plumbing",
  note: "Burst pipe in 4B",
  ...overrides,
});

type File = { name: string; type: string; bytes: Buffer };

/** Sends an expense form (POST with an Idempotency-Key, or PATCH of one expense) with an optional receipt. */
export function sendExpense(
  client: TestClient,
  fields: Record<string, string>,
  opts: { file?: File; key?: string | null; id?: string; path?: string } = {},
) {
  const mp = multipart(fields, opts.file ? [opts.file] : [], "receipt");
  const key = opts.key === undefined ? `expense-${crypto.randomUUID()}` : opts.key;
  const headers = { ...mp.headers, ...(key ? { "idempotency-key": key } : {}) };
  if (opts.path) return client.request("PUT", opts.path, mp.body, mp.headers);
  return opts.id
    ? client.request("PATCH", `/api/landlord/expenses/${opts.id}`, mp.body, mp.headers)
    : client.request("POST", "/api/landlord/expenses", mp.body, headers);
}
