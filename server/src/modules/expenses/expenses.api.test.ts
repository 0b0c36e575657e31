import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays, kampalaToday } from "../../../../common/kampala-calendar";
import { expenseRevisions, expenses } from "../../db/schema";
import {
  type ExpenseSetup,
  expenseFieldsFor,
  expenseSetup,
  receiptPhoto,
  sendExpense,
} from "../../test/expense-factories";
import { del } from "../../test/portfolio-factories";
import { sharedTestApp } from "../../test/shared-test-app";
import { expenseTotalsByCategory } from ".";

const t = sharedTestApp();
type Item = { id: string; amount: number; category: string; payee: string; receipt: string | null };
type List = { items: Item[]; nextCursor: string | null; totals: { amount: number; count: number } };

const list = async (s: ExpenseSetup, query = "") =>
  (await s.c.landlord.get(`/api/landlord/expenses${query}`)).body as unknown as List;

describe("a landlord's expenses", () => {
  it("are recorded with a receipt, listed with their totals, edited and deleted with their history kept", async () => {
    const s = await expenseSetup(t);
    const created = await sendExpense(
      s.c.landlord,
      expenseFieldsFor(s.heights.id, { unitId: String(s.hu[0]!.id) }),
      {
        file: await receiptPhoto(),
      },
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      propertyId: s.heights.id,
      unitNumber: "4B",
      category: "repairs",
      amount: 350_000,
      currency: "UGX",
      receipt: "image",
    });
    const id = created.body.id as string;
    await sendExpense(s.c.landlord, expenseFieldsFor(s.villas.id, { category: "wages", amount: "200000" }));

    const receipt = await s.c.landlord.get(`/api/landlord/expenses/${id}/receipt`);
    expect(receipt.status).toBe(200);
    expect(receipt.res.headers["content-type"]).toBe("image/jpeg");
    expect(receipt.res.headers["x-content-type-options"]).toBe("nosniff");
    expect(receipt.res.headers["cache-control"]).toContain("no-store");

    const all = await list(s);
    expect(all.items.map((i) => i.amount).sort()).toEqual([200_000, 350_000]);
    expect(all.totals).toMatchObject({ amount: 550_000, count: 2 });
    expect((await list(s, `?propertyId=${s.villas.id}`)).totals.amount).toBe(200_000);
    expect((await list(s, "?category=repairs")).items.map((i) => i.id)).toEqual([id]);

    // An edit keeps the receipt unless another is sent; the same edit again adds no revision.
    const edit = expenseFieldsFor(s.heights.id, { amount: "380000", payee: "Ssekandi Plumbing Ltd" });
    const edited = await sendExpense(s.c.landlord, edit, { id });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ amount: 380_000, unitId: null, receipt: "image" });
    expect((await sendExpense(s.c.landlord, edit, { id })).status).toBe(200);

    expect((await del(s.c.landlord, `/api/landlord/expenses/${id}`)).body).toEqual({ deleted: true });
    expect((await del(s.c.landlord, `/api/landlord/expenses/${id}`)).body).toEqual({ deleted: true });
    expect((await list(s)).totals).toMatchObject({ amount: 200_000, count: 1 });
    expect((await s.c.landlord.get(`/api/landlord/expenses/${id}/history`)).status).toBe(404);

    const revisions = await t.database.db
      .select()
      .from(expenseRevisions)
      .where(eq(expenseRevisions.expenseId, id))
      .orderBy(expenseRevisions.revision);
    expect(revisions.map((r) => [r.revision, r.action, r.snapshot.amount])).toEqual([
      [1, "created", 350_000],
      [2, "edited", 380_000],
      [3, "deleted", 380_000],
    ]);
  });

  it("shows the history of an expense, oldest first, with who changed it", async () => {
    const s = await expenseSetup(t);
    const { body } = await sendExpense(s.c.landlord, expenseFieldsFor(s.heights.id));
    await sendExpense(s.c.landlord, expenseFieldsFor(s.heights.id, { amount: "1" }), {
      id: body.id as string,
    });
    const history = await s.c.landlord.get(`/api/landlord/expenses/${body.id}/history`);
    expect(history.status).toBe(200);
    expect(history.body.items).toMatchObject([
      { revision: 1, action: "created", actorName: "Moses Kiggundu", snapshot: { amount: 350_000 } },
      { revision: 2, action: "edited", snapshot: { amount: 1 } },
    ]);
    expect(JSON.stringify(history.body)).not.toContain("receiptKey");
  });

  it("records an expense once per Idempotency-Key, and refuses the key with another request", async () => {
    const s = await expenseSetup(t);
    const key = `expense-${crypto.randomUUID()}`;
    const fields = expenseFieldsFor(s.heights.id);
    const [a, b] = await Promise.all([
      sendExpense(s.c.landlord, fields, { key }),
      sendExpense(s.c.landlord, fields, { key }),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.id).toBe(b.body.id);
    const other = await sendExpense(s.c.landlord, { ...fields, amount: "999" }, { key });
    expect(other.status).toBe(422);
    expect(other.body.code).toBe("IDEMPOTENCY_KEY_REUSED");
    expect(
      await t.database.db.select().from(expenses).where(eq(expenses.landlordId, s.landlord.id)),
    ).toHaveLength(1);
    expect((await sendExpense(s.c.landlord, fields, { key: null })).status).toBe(400);
  });

  it("pages by day, newest first, and a month's total is the sum of its rows", async () => {
    const s = await expenseSetup(t);
    const today = kampalaToday();
    const days = [0, -1, -2, -3, -40].map((d) => addDays(today, d));
    for (const [i, spentOn] of days.entries())
      await sendExpense(
        s.c.landlord,
        expenseFieldsFor(s.heights.id, { spentOn, amount: String(1000 * (i + 1)) }),
      );
    const first = await list(s, "?limit=2");
    expect(first.items).toHaveLength(2);
    const second = await list(s, `?limit=2&cursor=${first.nextCursor}`);
    const third = await list(s, `?limit=2&cursor=${second.nextCursor}`);
    expect(third.nextCursor).toBeNull();
    expect([...first.items, ...second.items, ...third.items].map((i) => i.amount)).toEqual([
      1000, 2000, 3000, 4000, 5000,
    ]);
    const month = today.slice(0, 7);
    const inMonth = days.map((d, i) => [d, 1000 * (i + 1)] as const).filter(([d]) => d.startsWith(month));
    const monthList = await list(s, `?month=${month}&limit=100`);
    expect(monthList.totals.amount).toBe(inMonth.reduce((sum, [, a]) => sum + a, 0));
    expect(monthList.totals.amount).toBe(monthList.items.reduce((sum, i) => sum + i.amount, 0));
    expect((await s.c.landlord.get("/api/landlord/expenses?cursor=bm9wZQ")).status).toBe(400);

    const totals = await expenseTotalsByCategory(t.database.db, s.landlord.id, { from: days[4]!, to: today });
    expect(totals).toEqual({
      total: 15_000,
      byCategory: [{ category: "repairs", amount: 15_000, count: 5 }],
    });
  });

  it("shows another landlord and a tenant nothing", async () => {
    const s = await expenseSetup(t);
    const { body } = await sendExpense(s.c.landlord, expenseFieldsFor(s.heights.id), {
      file: await receiptPhoto(),
    });
    const id = body.id as string;
    for (const path of [`/api/landlord/expenses/${id}/history`, `/api/landlord/expenses/${id}/receipt`])
      expect((await s.c.other.get(path)).status).toBe(404);
    expect((await sendExpense(s.c.other, expenseFieldsFor(s.towers.id), { id })).status).toBe(404);
    expect((await del(s.c.other, `/api/landlord/expenses/${id}`)).status).toBe(404);
    expect((await list({ ...s, c: { ...s.c, landlord: s.c.other } })).items).toEqual([]);
    // Another landlord's property or unit cannot be named.
    expect((await sendExpense(s.c.landlord, expenseFieldsFor(s.towers.id))).status).toBe(404);
    const foreignUnit = expenseFieldsFor(s.heights.id, { unitId: String(s.tu[0]!.id) });
    expect((await sendExpense(s.c.landlord, foreignUnit)).status).toBe(404);
    const otherUnit = expenseFieldsFor(s.villas.id, { unitId: String(s.hu[0]!.id) });
    expect((await sendExpense(s.c.landlord, otherUnit)).status).toBe(400);
    // A tenant: the landlord routes are not theirs.
    expect((await s.c.tenant.get("/api/landlord/expenses")).status).toBe(403);
    expect((await s.c.tenant.get(`/api/landlord/expenses/${id}/receipt`)).status).toBe(403);
    expect((await sendExpense(s.c.tenant, expenseFieldsFor(s.heights.id))).status).toBe(403);
  });
});
