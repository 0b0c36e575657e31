import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { leases } from "../../db/schema";
import { rentSetup } from "../../test/payment-factories";
import { sharedTestApp } from "../../test/shared-test-app";

const t = sharedTestApp();

describe("the payment reference for bank deposits and transfers", () => {
  it("is given to the lease when first asked for, stays the same, and differs between leases", async () => {
    const a = await rentSetup(t);
    const b = await rentSetup(t);
    const first = await a.tenantClient.get("/api/rent/summary");
    expect(first.status).toBe(200);
    const ref = first.body.paymentReference as string;
    expect(ref).toMatch(/^NY[A-HJKMNP-Z2-9]{6}$/);
    expect((await a.tenantClient.get("/api/rent/summary")).body.paymentReference).toBe(ref);
    const [row] = await t.database.db.select().from(leases).where(eq(leases.id, a.lease.id));
    expect(row!.paymentReference).toBe(ref);
    expect((await b.tenantClient.get("/api/rent/summary")).body.paymentReference).not.toBe(ref);
    // Where to pay: the landlord's receiving account, its number masked, with the branch.
    expect(first.body.payee).toMatchObject({
      bankName: "Stanbic Bank Uganda",
      bankAccountName: "Ssentongo Properties Ltd",
      bankAccountNumber: expect.stringMatching(/5678$/),
    });
    const payee = first.body.payee as { bankAccountNumber: string };
    expect(payee).toHaveProperty("bankBranch");
    expect(payee.bankAccountNumber).not.toContain("90300123");
  });
});
