import { and, count, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addMonths, kampalaToday } from "../../../common/kampala-calendar";
import { expenseRevisions, expenses, users } from "../db/schema";
import { expenseTotalsByCategory } from "../modules/expenses";
import { clientFor } from "../test/lease-factories";
import { createTestApp, type TestApp } from "../test/test-app";
import { resetDemo, seedDemo } from "./index";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db);
});
afterAll(() => t.close());

const demoLandlord = async () => {
  const [landlord] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, "landlord"), eq(users.isDemo, true), isNull(users.demoWorldId)));
  return landlord!.id;
};

describe("the demo expenses", () => {
  it("are a year of every kind on the four properties, each with its first revision", async () => {
    const landlordId = await demoLandlord();
    const today = kampalaToday();
    const year = await expenseTotalsByCategory(t.database.db, landlordId, {
      from: addMonths(today, -12),
      to: today,
    });
    expect(year.byCategory.map((c) => c.category).sort()).toEqual(
      ["cleaning", "insurance", "repairs", "security", "taxes_fees", "utilities", "wages"].sort(),
    );
    expect(year.byCategory.find((c) => c.category === "insurance")?.count).toBe(4);
    expect(year.byCategory.find((c) => c.category === "wages")?.count).toBeGreaterThanOrEqual(44);
    const [rows] = await t.database.db.select({ n: count() }).from(expenses);
    const [revisions] = await t.database.db.select({ n: count() }).from(expenseRevisions);
    expect(revisions!.n).toBe(rows!.n);

    // The landlord's screen: a month's total is the sum of its rows.
    const client = await clientFor(t, landlordId);
    const month = addMonths(today, -1).slice(0, 7);
    const list = await client.get(`/api/landlord/expenses?month=${month}&limit=100`);
    const items = list.body.items as { amount: number }[];
    expect(items.length).toBeGreaterThanOrEqual(16);
    expect((list.body.totals as { amount: number }).amount).toBe(items.reduce((s, i) => s + i.amount, 0));
  });

  it("are deleted and seeded again with the template", async () => {
    await resetDemo(t.database.db);
    const [rows] = await t.database.db.select({ n: count() }).from(expenses);
    expect(rows!.n).toBeGreaterThan(150);
  });
});
