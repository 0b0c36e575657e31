import { and, asc, count, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addDays,
  addMonths,
  kampalaDay,
  kampalaDayStart,
  kampalaToday,
} from "../../../common/kampala-calendar";
import {
  allocations,
  bankStatements,
  demoWorlds,
  leases,
  paymentProofs,
  payments,
  properties,
  receipts,
  statementLines,
  statementMappings,
  units,
  users,
} from "../db/schema";
import { periodOf } from "../modules/tenancy/dates";
import { leaseStandings } from "../modules/tenancy/ledger";
import { demoAccountIn, demoPropertyIn, openDemoAs, owedSinceThisMonthsRent } from "../test/demo-factories";
import { freshClient } from "../test/portfolio-factories";
import { uploadStatement } from "../test/statement-factories";
import { createTestApp, type TestApp } from "../test/test-app";
import { DEMO_LANDLORD_EMAIL, DEMO_TENANT_EMAIL } from "./demo-accounts";
import { demoStatementCsv } from "./demo-payments-outside";
import { resetDemo, seedDemo } from "./index";
import { deleteDemoWorlds } from "./worlds";

const BANK = "Stanbic Bank Uganda";
const NOON_MS = 12 * 3_600_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db, { storage: t.storage });
});
afterAll(() => t.close());

const today = () => kampalaToday();
const lastPeriod = () => periodOf(addMonths(`${periodOf(today())}-01`, -1));

/** The demo landlord of a world, or of the template (null). */
async function landlordOf(worldId: string | null) {
  const [row] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.email, DEMO_LANDLORD_EMAIL),
        worldId ? eq(users.demoWorldId, worldId) : isNull(users.demoWorldId),
      ),
    );
  return row!.id;
}

/** The landlord's Kampala Heights leases by unit number, with the tenant's email and the lease's reference. */
async function heightsLeases(landlordId: string) {
  const rows = await t.database.db
    .select({
      id: leases.id,
      unit: units.unitNumber,
      rent: leases.monthlyRent,
      reference: leases.paymentReference,
      email: users.email,
      name: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
    })
    .from(leases)
    .innerJoin(units, eq(units.id, leases.unitId))
    .innerJoin(properties, eq(properties.id, leases.propertyId))
    .innerJoin(users, eq(users.id, leases.tenantId))
    .where(and(eq(properties.landlordId, landlordId), eq(properties.name, "Kampala Heights")));
  return new Map(rows.map((r) => [r.unit, r]));
}

async function balanceOf(leaseId: string) {
  return (await leaseStandings(t.database.db, [leaseId], today())).get(leaseId)!.balance;
}

/** A stored file's type by its first bytes. */
async function storedType(key: string | null) {
  const file = key ? await t.storage.get(key) : null;
  if (!file) return null;
  const b = file.bytes;
  if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return `jpeg ${file.contentType}`;
  if (b.subarray(0, 4).toString("latin1") === "RIFF" && b.subarray(8, 12).toString("latin1") === "WEBP")
    return `webp ${file.contentType}`;
  return `unknown ${file.contentType}`;
}

describe("the demo's rent paid outside the app", () => {
  it("has Sarah's rent of last month as a bank deposit with its slip, confirmed, with its receipt", async () => {
    const db = t.database.db;
    const landlordId = await landlordOf(null);
    const sarah = (await heightsLeases(landlordId)).get("4B")!;
    expect(sarah.email).toBe(DEMO_TENANT_EMAIL);
    expect(sarah.reference).toMatch(/^NY[A-Z2-9]{6}$/);
    const own = await db.select().from(payments).where(eq(payments.leaseId, sarah.id));
    const deposits = own.filter((p) => p.method === "bank_deposit" && p.status === "succeeded");
    expect(deposits).toHaveLength(1);
    const deposit = deposits[0]!;
    expect(deposit).toMatchObject({
      provider: "proof",
      providerLabel: BANK,
      platformFee: 0,
      amount: 1_500_000,
      description: `Bank deposit, ref. ${sarah.reference}`,
    });
    const paidOn = kampalaDay(deposit.settledAt!);
    expect(periodOf(paidOn)).toBe(lastPeriod());
    // Her other rent was paid by mobile money, as before.
    for (const p of own.filter((p) => p.status === "succeeded" && p.id !== deposit.id))
      expect(p).toMatchObject({ method: "mobile_money", provider: "sandbox" });

    const [receipt] = await db.select().from(receipts).where(eq(receipts.paymentId, deposit.id));
    expect(receipt).toBeDefined();
    const [allocated] = await db
      .select({ sum: sql<string>`sum(${allocations.amount})` })
      .from(allocations)
      .where(eq(allocations.paymentId, deposit.id));
    expect(Number(allocated!.sum)).toBe(deposit.amount);

    const [proof] = await db.select().from(paymentProofs).where(eq(paymentProofs.paymentId, deposit.id));
    expect(proof).toMatchObject({
      bank: BANK,
      tenantReference: sarah.reference,
      paidOn,
      contentType: "image/jpeg",
      decidedBy: landlordId,
      rejectReason: null,
    });
    expect(proof!.decidedAt!.getTime()).toBeGreaterThan(deposit.settledAt!.getTime());
    expect(await storedType(proof!.fileKey)).toBe("jpeg image/jpeg");
    expect(await storedType(proof!.thumbKey)).toBe("webp image/webp");
  });

  it("has her slip of yesterday waiting for the landlord, crediting nothing: she still owes the month", async () => {
    const db = t.database.db;
    const landlordId = await landlordOf(null);
    const sarah = (await heightsLeases(landlordId)).get("4B")!;
    const waiting = await db
      .select()
      .from(payments)
      .where(and(eq(payments.leaseId, sarah.id), eq(payments.status, "verifying")));
    expect(waiting).toHaveLength(1);
    const yesterday = addDays(today(), -1);
    expect(waiting[0]).toMatchObject({
      amount: 1_500_000,
      method: "bank_deposit",
      provider: "proof",
      providerLabel: BANK,
      platformFee: 0,
      settledAt: null,
      description: `Bank deposit, ref. ${sarah.reference}`,
    });
    expect(waiting[0]!.expiresAt.getTime()).toBe(kampalaDayStart(yesterday).getTime() + NOON_MS);
    const id = waiting[0]!.id;
    expect(await db.select().from(allocations).where(eq(allocations.paymentId, id))).toEqual([]);
    expect(await db.select().from(receipts).where(eq(receipts.paymentId, id))).toEqual([]);
    const [proof] = await db.select().from(paymentProofs).where(eq(paymentProofs.paymentId, id));
    expect(proof).toMatchObject({
      bank: BANK,
      tenantReference: sarah.reference,
      paidOn: yesterday,
      decidedBy: null,
      decidedAt: null,
    });
    expect(await storedType(proof!.fileKey)).toBe("jpeg image/jpeg");
    expect(await storedType(proof!.thumbKey)).toBe("webp image/webp");
    expect(await balanceOf(sarah.id)).toBe(
      (await owedSinceThisMonthsRent(t.database.db, sarah.id, 1_500_000, today())).balance,
    );
  });

  it("has two Kampala Heights tenants paid up with this month's rent in cash", async () => {
    const db = t.database.db;
    const landlordId = await landlordOf(null);
    const byLease = new Map([...(await heightsLeases(landlordId)).values()].map((l) => [l.id, l]));
    const cash = await db
      .select()
      .from(payments)
      .where(and(eq(payments.landlordId, landlordId), eq(payments.method, "cash")));
    expect(cash).toHaveLength(2);
    expect(cash.map((p) => p.receivedBy).sort()).toEqual(["Caretaker Okello", "Robert Ssentongo"]);
    for (const p of cash) {
      expect(p).toMatchObject({
        status: "succeeded",
        provider: "direct",
        providerLabel: "Cash",
        platformFee: 0,
      });
      expect(byLease.has(p.leaseId)).toBe(true);
      expect(periodOf(kampalaDay(p.settledAt!))).toBe(periodOf(today()));
      expect(await db.select().from(receipts).where(eq(receipts.paymentId, p.id))).toHaveLength(1);
      expect(await balanceOf(p.leaseId)).toBe(0);
    }
  });

  it("has last month's statement with a confirmed, a matched, a suggested and an unmatched line", async () => {
    const db = t.database.db;
    const landlordId = await landlordOf(null);
    const heights = await heightsLeases(landlordId);
    const [sarah, late, behind] = [heights.get("4B")!, heights.get("2C")!, heights.get("5A")!];
    const statements = await db
      .select()
      .from(bankStatements)
      .where(eq(bankStatements.landlordId, landlordId));
    expect(statements).toHaveLength(1);
    const month = new Date(`${lastPeriod()}-15T12:00:00Z`)
      .toLocaleString("en-US", { month: "long", timeZone: "UTC" })
      .toLowerCase();
    expect(statements[0]).toMatchObject({
      bank: BANK,
      fileName: `stanbic-${month}-${lastPeriod().slice(0, 4)}.csv`,
      creditLines: 4,
      newLines: 4,
    });
    const lines = await db
      .select()
      .from(statementLines)
      .where(eq(statementLines.statementId, statements[0]!.id))
      .orderBy(asc(statementLines.valueDate));
    for (const l of lines) expect(periodOf(l.valueDate)).toBe(lastPeriod());
    const byStatus = new Map(lines.map((l) => [l.status, l]));
    expect([...byStatus.keys()].sort()).toEqual(["confirmed", "matched", "suggested", "unmatched"]);
    const [deposit] = await db
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(
          eq(payments.leaseId, sarah.id),
          eq(payments.method, "bank_deposit"),
          eq(payments.status, "succeeded"),
        ),
      );
    expect(byStatus.get("confirmed")).toMatchObject({
      leaseId: sarah.id,
      paymentId: deposit!.id,
      amount: 1_500_000,
      reference: sarah.reference,
    });
    expect(byStatus.get("confirmed")!.decidedAt).not.toBeNull();
    expect(byStatus.get("matched")).toMatchObject({
      leaseId: late.id,
      paymentId: null,
      amount: late.rent,
      reference: late.reference,
      decidedAt: null,
    });
    expect(late.reference).toMatch(/^NY[A-Z2-9]{6}$/);
    expect(byStatus.get("suggested")).toMatchObject({
      leaseId: behind.id,
      amount: behind.rent,
      reference: null,
    });
    expect(byStatus.get("suggested")!.description).toContain(behind.name.toUpperCase());
    expect(byStatus.get("unmatched")).toMatchObject({
      leaseId: null,
      amount: 300_000,
      description: "CASH DEPOSIT KAWEMPE",
    });
    const [mapping] = await db
      .select()
      .from(statementMappings)
      .where(eq(statementMappings.landlordId, landlordId));
    expect(mapping).toMatchObject({
      bank: BANK,
      dateColumn: "Date",
      amountColumn: "Credit",
      descriptionColumn: "Description",
      referenceColumn: "Reference",
      balanceColumn: "Balance",
    });
  });

  it("shows a world's landlord the slip beside the reference; the statement uploaded again adds nothing, and its lines credit", async () => {
    const db = t.database.db;
    const { client, worldId } = await openDemoAs(t, "landlord", freshClient(t));
    const landlordId = await landlordOf(worldId);
    const heights = await heightsLeases(landlordId);
    const sarah = heights.get("4B")!;
    const property = await demoPropertyIn(db, worldId!, "Kampala Heights");

    const queue = await client.get(`/api/landlord/payments/proofs?propertyId=${property.id}`);
    expect(queue.status).toBe(200);
    expect(queue.body).toMatchObject({
      total: 1,
      items: [
        {
          tenantName: "Sarah Namukasa",
          amount: 1_500_000,
          bank: BANK,
          reference: sarah.reference,
          leaseReference: sarah.reference,
          paidOn: addDays(today(), -1),
          file: "image",
        },
      ],
    });
    const paymentId = (queue.body.items as { paymentId: string }[])[0]!.paymentId;
    const slip = await client.get(`/api/payments/${paymentId}/proof`);
    expect([slip.status, slip.res.headers["content-type"]]).toEqual([200, "image/jpeg"]);
    const thumb = await client.get(`/api/payments/${paymentId}/proof/thumb`);
    expect([thumb.status, thumb.res.headers["content-type"]]).toEqual([200, "image/webp"]);

    const list = await client.get("/api/landlord/statements");
    expect(list.status).toBe(200);
    const [statement] = list.body.items as { id: string; fileName: string; counts: Record<string, number> }[];
    expect(statement!.counts).toEqual({ matched: 1, suggested: 1, unmatched: 1, confirmed: 1, ignored: 0 });
    const lines = await db
      .select()
      .from(statementLines)
      .where(eq(statementLines.statementId, statement!.id))
      .orderBy(asc(statementLines.valueDate));

    // The same file again: every line is already imported.
    const csv = demoStatementCsv(lines);
    const again = await uploadStatement(client, { bank: BANK }, csv, statement!.fileName);
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    expect(again.body).toMatchObject({ creditLines: 4, newLines: 0, alreadyImported: 4 });
    // Read afresh (its undecided lines taken away first), the matching rules find what the demo shows.
    await db
      .delete(statementLines)
      .where(and(eq(statementLines.statementId, statement!.id), ne(statementLines.status, "confirmed")));
    const fresh = await uploadStatement(client, { bank: BANK }, csv, "again.csv");
    expect(fresh.body).toMatchObject({
      newLines: 3,
      alreadyImported: 1,
      matched: 1,
      suggested: 1,
      unmatched: 1,
    });

    // Confirming the matched and the suggested line credits the two overdue tenants.
    const toConfirm = await db
      .select({ id: statementLines.id })
      .from(statementLines)
      .where(
        and(
          eq(statementLines.statementId, fresh.body.statementId as string),
          inArray(statementLines.status, ["matched", "suggested"]),
        ),
      );
    const confirmed = await client.post("/api/landlord/statements/lines/confirm", {
      lineIds: toConfirm.map((l) => l.id),
    });
    expect(confirmed.body).toMatchObject({ confirmed: 2, credited: 2 });
    // Their rent is paid; this month's service charge, due with it, is still open.
    for (const unit of ["2C", "5A"]) {
      const standing = (await leaseStandings(db, [heights.get(unit)!.id], today())).get(
        heights.get(unit)!.id,
      )!;
      expect(standing.openByGroup).toEqual([{ group: "recurring", amount: 120_000 }]);
    }
    expect(await balanceOf(sarah.id)).toBe(
      (await owedSinceThisMonthsRent(db, sarah.id, 1_500_000, today())).balance,
    );
  });

  it("gives each world slips of its own, deleted with it; the template's stay until a reset", async () => {
    const db = t.database.db;
    const proofKeys = async (landlordId: string) =>
      (
        await db
          .select({ file: paymentProofs.fileKey, thumb: paymentProofs.thumbKey })
          .from(paymentProofs)
          .innerJoin(payments, eq(payments.id, paymentProofs.paymentId))
          .where(eq(payments.landlordId, landlordId))
      ).flatMap((p) => [p.file, p.thumb!]);
    const templateKeys = await proofKeys(await landlordOf(null));
    expect(templateKeys).toHaveLength(4);

    const size = () => (t.storage as unknown as { size: number }).size;
    const before = size();
    const { worldId } = await openDemoAs(t, "tenant", freshClient(t));
    const robert = await demoAccountIn(db, worldId!, DEMO_LANDLORD_EMAIL);
    const worldKeys = await proofKeys(robert.id);
    expect(worldKeys).toHaveLength(4);
    expect(size()).toBe(before + 4);
    expect(worldKeys.filter((k) => templateKeys.includes(k))).toEqual([]);

    await db
      .update(demoWorlds)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(demoWorlds.id, worldId!));
    await deleteDemoWorlds(db, t.storage, { expiredBy: new Date() });
    for (const key of worldKeys) expect(await t.storage.get(key)).toBeNull();
    for (const key of templateKeys) expect(await t.storage.get(key)).not.toBeNull();
    const left = async (table: typeof bankStatements | typeof statementLines | typeof statementMappings) =>
      (await db.select({ n: count() }).from(table).where(eq(table.landlordId, robert.id)))[0]!.n;
    expect([await left(bankStatements), await left(statementLines), await left(statementMappings)]).toEqual([
      0, 0, 0,
    ]);

    // The reset deletes the template's slips (nothing else shows them) and draws new ones.
    await resetDemo(db, { storage: t.storage });
    for (const key of templateKeys) expect(await t.storage.get(key)).toBeNull();
    const fresh = await proofKeys(await landlordOf(null));
    expect(fresh).toHaveLength(4);
    for (const key of fresh) expect(await t.storage.get(key)).not.toBeNull();
    const proofs = await db.select({ n: count() }).from(paymentProofs);
    expect(proofs[0]!.n).toBe(2);
    expect(
      (
        await db
          .select({ n: count() })
          .from(statementLines)
          .where(inArray(statementLines.status, ["confirmed"]))
      )[0]!.n,
    ).toBe(1);
  });
});
