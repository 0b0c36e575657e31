import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays } from "../../../../common/kampala-calendar";
import { statementLines as linesTable, paymentProofs, payments } from "../../db/schema";
import { clientFor, makeLandlord } from "../../test/lease-factories";
import { type RentSetup, rentSetup, standingOf } from "../../test/payment-factories";
import { sharedTestApp } from "../../test/shared-test-app";
import {
  dayFirst,
  givePaymentReference,
  statementLines,
  uploadStatement,
} from "../../test/statement-factories";

const t = sharedTestApp();
const BANK = "Centenary Bank";
const CONFIRM = "/api/landlord/statements/lines/confirm";
const assignUrl = (id: string) => `/api/landlord/statements/lines/${id}/assign`;
const ignoreUrl = (id: string) => `/api/landlord/statements/lines/${id}/ignore`;

/** Uploads the rows (date, narration, credit) as a Centenary export and answers the statement's lines. */
async function importRows(s: RentSetup, rows: [string, string, number][]) {
  const csv = [
    "Transaction Date,Particulars,Cheque No,Deposits,Withdrawals",
    ...rows.map(([d, text, amount]) => `${dayFirst(d)},${text},,${amount},`),
  ].join("\n");
  const res = await uploadStatement(s.landlordClient, { bank: BANK }, csv);
  if (res.status !== 201) throw new Error(`import ${res.status}: ${JSON.stringify(res.body)}`);
  const lines = await statementLines(s.landlordClient, res.body.statementId as string);
  const line = (text: string) => lines.find((l) => l.description === text)!;
  return { statementId: res.body.statementId as string, lines, line };
}

const paymentsOf = (leaseId: string) =>
  t.database.db.select().from(payments).where(eq(payments.leaseId, leaseId));

describe("confirming statement lines", () => {
  it("bulk confirm credits each line once, with a receipt, and a second confirm changes nothing", async () => {
    const s = await rentSetup(t); // 1,500,000 owed
    const ref = await givePaymentReference(t.database.db, s.lease.id);
    const { statementId, line } = await importRows(s, [
      [s.today, `RENT ${ref}`, 1_000_000],
      [s.today, "AMINA NAKITTO CASH", 1_500_000],
      [s.today, "SALARY", 2_000_000],
    ]);
    const ids = [line(`RENT ${ref}`).id, line("AMINA NAKITTO CASH").id, line("SALARY").id];
    const res = await s.landlordClient.post(CONFIRM, { lineIds: ids });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // The unmatched line has no lease to confirm for.
    expect(res.body).toEqual({ confirmed: 2, credited: 2, linked: 0, skipped: 1 });
    const rows = await paymentsOf(s.lease.id);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      method: "bank_transfer",
      provider: "statement",
      providerLabel: BANK,
      status: "succeeded",
      currency: "UGX",
    });
    expect(rows.map((r) => r.idempotencyKey).sort()).toEqual(
      ids
        .slice(0, 2)
        .map((id) => `statement-line:${id}`)
        .sort(),
    );
    expect((await standingOf(t.database.db, s.lease.id)).balance).toBe(1_500_000 - 2_500_000);
    const after = await statementLines(s.landlordClient, statementId);
    const confirmed = after.filter((l) => l.status === "confirmed");
    expect(confirmed).toHaveLength(2);
    expect(confirmed.every((l) => typeof l.receiptNumber === "number")).toBe(true);
    // Again, and twice at once: nothing more is credited.
    expect((await s.landlordClient.post(CONFIRM, { lineIds: ids })).body).toEqual({
      confirmed: 0,
      credited: 0,
      linked: 0,
      skipped: 3,
    });
    expect(await paymentsOf(s.lease.id)).toHaveLength(2);
    // The tenant was told, with the receipt; the statement's counts moved.
    const list = await s.landlordClient.get("/api/landlord/statements");
    expect((list.body.items as { counts: unknown }[])[0]!.counts).toMatchObject({
      confirmed: 2,
      unmatched: 1,
      matched: 0,
      suggested: 0,
    });
  });

  it("two confirms of the same lines at the same moment credit the ledger once", async () => {
    const s = await rentSetup(t);
    const ref = await givePaymentReference(t.database.db, s.lease.id);
    const { line } = await importRows(s, [
      [s.today, `A ${ref}`, 500_000],
      [addDays(s.today, -1), `B ${ref}`, 600_000],
    ]);
    const ids = [line(`A ${ref}`).id, line(`B ${ref}`).id];
    const answers = await Promise.all([
      s.landlordClient.post(CONFIRM, { lineIds: ids }),
      s.landlordClient.post(CONFIRM, { lineIds: [...ids].reverse() }),
      s.landlordClient.post(assignUrl(ids[0]!), { leaseId: s.lease.id }),
    ]);
    expect(answers.slice(0, 2).map((a) => a.status)).toEqual([200, 200]);
    const confirmed = answers.slice(0, 2).reduce((n, a) => n + (a.body.confirmed as number), 0);
    expect(confirmed + (answers[2]!.status === 200 ? 1 : 0)).toBe(2);
    expect([200, 409]).toContain(answers[2]!.status);
    const rows = await paymentsOf(s.lease.id);
    expect(rows.map((r) => r.amount).sort()).toEqual([500_000, 600_000]);
    expect((await standingOf(t.database.db, s.lease.id)).balance).toBe(1_500_000 - 1_100_000);
  });

  it("a line proves a payment the landlord recorded already: linked, not credited again", async () => {
    const s = await rentSetup(t);
    const ref = await givePaymentReference(t.database.db, s.lease.id);
    const recorded = await s.landlordClient.post(
      "/api/landlord/payments/direct",
      { leaseId: s.lease.id, amount: 1_500_000, method: "bank_deposit", paidOn: addDays(s.today, -3) },
      { "idempotency-key": `direct-${randomUUID()}` },
    );
    expect(recorded.status).toBe(201);
    // The deposit shows on the statement two days later; a second, identical deposit is another payment.
    const { line } = await importRows(s, [
      [addDays(s.today, -1), `DEPOSIT ${ref}`, 1_500_000],
      [s.today, `DEPOSIT AGAIN ${ref}`, 1_500_000],
    ]);
    const res = await s.landlordClient.post(CONFIRM, {
      lineIds: [line(`DEPOSIT ${ref}`).id, line(`DEPOSIT AGAIN ${ref}`).id],
    });
    expect(res.body).toEqual({ confirmed: 2, credited: 1, linked: 1, skipped: 0 });
    const rows = await paymentsOf(s.lease.id);
    expect(rows).toHaveLength(2);
    const [linked] = await t.database.db
      .select({ paymentId: linesTable.paymentId })
      .from(linesTable)
      .where(eq(linesTable.id, line(`DEPOSIT ${ref}`).id));
    expect(linked!.paymentId).toBe(recorded.body.paymentId);
    expect((await standingOf(t.database.db, s.lease.id)).balance).toBe(1_500_000 - 3_000_000);
  });

  it("a line confirms the tenant's proof of the same payment: one credit", async () => {
    const s = await rentSetup(t);
    const paidOn = addDays(s.today, -2);
    const [proof] = await t.database.db
      .insert(payments)
      .values({
        leaseId: s.lease.id,
        tenantId: s.tenant.id,
        propertyId: s.property.id,
        landlordId: s.landlord.id,
        amount: 1_500_000,
        currency: "UGX",
        method: "bank_transfer",
        provider: "proof",
        providerLabel: BANK,
        reference: randomUUID(),
        idempotencyKey: `proof-${randomUUID()}`,
        status: "verifying",
        expiresAt: new Date(`${paidOn}T12:00:00+03:00`),
      })
      .returning();
    await t.database.db.insert(paymentProofs).values({
      paymentId: proof!.id,
      bank: BANK,
      tenantReference: "FT2231",
      paidOn,
      fileKey: "proofs/test.png",
      contentType: "image/png",
    });
    const { line } = await importRows(s, [[s.today, "AMINA NAKITTO TRANSFER", 1_500_000]]);
    expect(line("AMINA NAKITTO TRANSFER").status).toBe("suggested");
    const res = await s.landlordClient.post(CONFIRM, { lineIds: [line("AMINA NAKITTO TRANSFER").id] });
    expect(res.body).toEqual({ confirmed: 1, credited: 1, linked: 0, skipped: 0 });
    const rows = await paymentsOf(s.lease.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: proof!.id, status: "succeeded" });
    expect((await standingOf(t.database.db, s.lease.id)).balance).toBe(0);
  });

  it("assigns an unmatched line to a lease, ignores others, and refuses a second decision", async () => {
    const s = await rentSetup(t);
    const { statementId, line } = await importRows(s, [
      [s.today, "MOBILE BANKING 0772", 700_000],
      [s.today, "INTEREST", 1_200],
    ]);
    const unmatched = line("MOBILE BANKING 0772");
    expect(unmatched.status).toBe("unmatched");
    const choices = await s.landlordClient.get("/api/landlord/statements/leases");
    expect(choices.body).toEqual([
      { id: s.lease.id, tenantName: "Amina Nakitto", unitNumber: "1A", propertyName: s.property.name },
    ]);
    const assigned = await s.landlordClient.post(assignUrl(unmatched.id), { leaseId: s.lease.id });
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
    expect(assigned.body).toEqual({ credited: true, receiptNumber: expect.any(Number) });
    expect((await standingOf(t.database.db, s.lease.id)).balance).toBe(800_000);
    const twice = await s.landlordClient.post(assignUrl(unmatched.id), { leaseId: s.lease.id });
    expect([twice.status, twice.body.code]).toEqual([409, "ALREADY_DECIDED"]);
    expect((await s.landlordClient.post(ignoreUrl(unmatched.id))).status).toBe(409);

    const interest = line("INTEREST");
    expect((await s.landlordClient.post(ignoreUrl(interest.id))).body).toEqual({ success: true });
    expect((await s.landlordClient.post(ignoreUrl(interest.id))).status).toBe(200);
    expect((await s.landlordClient.post(CONFIRM, { lineIds: [interest.id] })).body.skipped).toBe(1);
    const lines = await statementLines(s.landlordClient, statementId);
    expect(lines.map((l) => l.status).sort()).toEqual(["confirmed", "ignored"]);
    expect(await paymentsOf(s.lease.id)).toHaveLength(1);
  });

  it("decides only for the landlord's own lines and leases: 404 otherwise, 403 for a tenant", async () => {
    const s = await rentSetup(t);
    const other = await rentSetup(t);
    const { line } = await importRows(s, [[s.today, "SOMEONE", 300_000]]);
    const mine = line("SOMEONE").id;
    const { line: theirs } = await importRows(other, [[other.today, "ELSE", 400_000]]);
    const foreign = theirs("ELSE").id;
    const stranger = await clientFor(t, (await makeLandlord(t.database.db)).id);

    // Another landlord's line: 404 everywhere, and nothing of the batch is confirmed.
    expect((await s.landlordClient.post(CONFIRM, { lineIds: [mine, foreign] })).status).toBe(404);
    expect((await stranger.post(CONFIRM, { lineIds: [mine] })).status).toBe(404);
    expect((await stranger.post(assignUrl(mine), { leaseId: s.lease.id })).status).toBe(404);
    expect((await stranger.post(ignoreUrl(mine))).status).toBe(404);
    expect((await s.landlordClient.post(assignUrl(foreign), { leaseId: s.lease.id })).status).toBe(404);
    // Another landlord's lease: 404.
    expect((await s.landlordClient.post(assignUrl(mine), { leaseId: other.lease.id })).status).toBe(404);
    expect((await s.landlordClient.post(assignUrl(mine), { leaseId: randomUUID() })).status).toBe(404);
    // A tenant: 403.
    expect((await s.tenantClient.post(CONFIRM, { lineIds: [mine] })).status).toBe(403);
    expect((await s.tenantClient.post(assignUrl(mine), { leaseId: s.lease.id })).status).toBe(403);
    expect((await s.tenantClient.post(ignoreUrl(mine))).status).toBe(403);
    // Bad input: 400, never a 500.
    for (const body of [
      {},
      { lineIds: [] },
      { lineIds: ["not-a-uuid"] },
      { lineIds: Array.from({ length: 201 }, () => randomUUID()) },
      { lineIds: "x".repeat(100_000) },
      { lineIds: [`${mine}\u0000`] },
    ]) {
      expect((await s.landlordClient.post(CONFIRM, body)).status).toBe(400);
    }
    expect((await s.landlordClient.post(assignUrl(mine), { leaseId: 5 })).status).toBe(400);
    expect((await s.landlordClient.post(assignUrl("nope"), { leaseId: s.lease.id })).status).toBe(400);
    expect(await paymentsOf(s.lease.id)).toHaveLength(0);
    expect(await paymentsOf(other.lease.id)).toHaveLength(0);
  });

  it("a USD lease takes no statement line", async () => {
    const s = await rentSetup(t, { currency: "USD", monthlyRent: 50_000 });
    const { line } = await importRows(s, [[s.today, "AMINA NAKITTO", 50_000]]);
    expect(line("AMINA NAKITTO").status).toBe("unmatched");
    const res = await s.landlordClient.post(assignUrl(line("AMINA NAKITTO").id), { leaseId: s.lease.id });
    expect([res.status, res.body.code]).toEqual([400, "CURRENCY_MISMATCH"]);
  });
});
