import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays, kampalaToday } from "../../../../common/kampala-calendar";
import { expenseRevisions, expenses, maintenanceRequests } from "../../db/schema";
import { expenseSetup, receiptPhoto, sendExpense } from "../../test/expense-factories";
import { del } from "../../test/portfolio-factories";
import { sharedTestApp } from "../../test/shared-test-app";

const t = sharedTestApp();
const cost = (overrides: Record<string, string> = {}) => ({
  amount: "420000",
  spentOn: addDays(kampalaToday(), -1),
  payee: "Okello Electricals",
  ...overrides,
});

async function withRequest() {
  const s = await expenseSetup(t);
  const [request] = await t.database.db
    .insert(maintenanceRequests)
    .values({
      propertyId: s.heights.id,
      unitId: s.hu[0]!.id,
      tenantId: s.tenant.id,
      title: "No power",
      description: "No power",
    })
    .returning();
  return { ...s, path: `/api/maintenance-requests/${request!.id}/cost`, requestId: request!.id };
}

describe("a maintenance request's cost", () => {
  it("becomes one repairs expense of its unit; recording it again edits that expense with history", async () => {
    const s = await withRequest();
    const first = await sendExpense(s.c.landlord, cost(), { path: s.path, file: await receiptPhoto() });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      category: "repairs",
      propertyId: s.heights.id,
      unitNumber: "4B",
      amount: 420_000,
      receipt: "image",
      maintenanceRequestId: s.requestId,
    });
    const again = await sendExpense(s.c.landlord, cost(), { path: s.path });
    expect(again.body.id).toBe(first.body.id);
    const edited = await sendExpense(s.c.landlord, cost({ amount: "450000" }), { path: s.path });
    expect(edited.body).toMatchObject({ id: first.body.id, amount: 450_000, receipt: "image" });

    const rows = await t.database.db
      .select()
      .from(expenses)
      .where(eq(expenses.maintenanceRequestId, s.requestId));
    expect(rows).toHaveLength(1);
    const revisions = await t.database.db
      .select()
      .from(expenseRevisions)
      .where(eq(expenseRevisions.expenseId, rows[0]!.id));
    expect(revisions.map((r) => r.action).sort()).toEqual(["created", "edited"]);

    // The landlord's request detail shows it; the tenant's does not.
    const detail = await s.c.landlord.get(`/api/maintenance-requests/${s.requestId}`);
    expect(detail.body.cost).toMatchObject({
      expenseId: first.body.id,
      amount: 450_000,
      payee: "Okello Electricals",
    });
    expect((await s.c.tenant.get(`/api/maintenance-requests/${s.requestId}`)).body.cost).toBeNull();

    // Its property and unit stay the request's; deleting it and recording the cost again brings it back.
    const moved = await sendExpense(
      s.c.landlord,
      { ...cost(), propertyId: String(s.villas.id), category: "repairs" },
      { id: first.body.id as string },
    );
    expect(moved.status).toBe(400);
    await del(s.c.landlord, `/api/landlord/expenses/${first.body.id}`);
    expect((await s.c.landlord.get(`/api/maintenance-requests/${s.requestId}`)).body.cost).toBeNull();
    const back = await sendExpense(s.c.landlord, cost(), { path: s.path });
    expect(back.body.id).toBe(first.body.id);
  });

  it("is the landlord of that property's only, and its fields are checked", async () => {
    const s = await withRequest();
    expect((await sendExpense(s.c.other, cost(), { path: s.path })).status).toBe(404);
    expect((await sendExpense(s.c.tenant, cost(), { path: s.path })).status).toBe(403);
    expect((await sendExpense(s.c.landlord, cost({ amount: "-1" }), { path: s.path })).status).toBe(400);
    const bad = { name: "x.jpg", type: "image/jpeg", bytes: Buffer.from("not an image") };
    expect((await sendExpense(s.c.landlord, cost(), { path: s.path, file: bad })).status).toBe(400);
    expect(
      await t.database.db.select().from(expenses).where(eq(expenses.maintenanceRequestId, s.requestId)),
    ).toEqual([]);
  });
});
