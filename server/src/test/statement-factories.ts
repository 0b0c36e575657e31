import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { newPaymentReference } from "../../../common/payment-reference";
import type { Db } from "../db/client";
import { leases } from "../db/schema";
import { multipart } from "./multipart";
import type { TestClient } from "./test-client";

/** Bank statement helpers: a lease's payment reference, a CSV upload, a statement's lines. */

/** Gives the lease a fresh payment reference (as GET /api/rent/summary would) and answers it. */
export async function givePaymentReference(db: Db, leaseId: string): Promise<string> {
  const reference = newPaymentReference((n) => randomBytes(n));
  await db.update(leases).set({ paymentReference: reference }).where(eq(leases.id, leaseId));
  return reference;
}

/** "05/03/2026": how Ugandan banks write a day. */
export const dayFirst = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** POSTs a statement file (CSV text, or bytes) with the form's fields. */
export function uploadStatement(
  client: TestClient,
  fields: Record<string, string>,
  file: string | Buffer | null,
  name = "statement.csv",
) {
  const files = file === null ? [] : [{ name, type: "text/csv", bytes: Buffer.from(file) }];
  const { body, headers } = multipart(fields, files, "file");
  return client.request("POST", "/api/landlord/statements", body, headers);
}

export interface LineView {
  id: string;
  status: string;
  amount: number;
  description: string;
  lease: { id: string; tenantName: string; unitNumber: string; propertyName: string } | null;
  receiptNumber: number | null;
}

/** Every line of the statement (one page of up to 200), in date order. */
export async function statementLines(client: TestClient, statementId: string): Promise<LineView[]> {
  const res = await client.get(`/api/landlord/statements/${statementId}/lines?limit=200`);
  if (res.status !== 200) throw new Error(`lines ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.lines as LineView[];
}
