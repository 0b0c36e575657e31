import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { maintenanceRequests } from "../../db/schema";
import { rentSetup } from "../../test/payment-factories";
import { sharedTestApp } from "../../test/shared-test-app";

const t = sharedTestApp();
const body = { priority: "high", category: "plumbing", issue: "maintenance.issueBurstPipe" };

describe("a maintenance request sent again with its Idempotency-Key (queued offline, a retry)", () => {
  it("is filed once, whether the copies come one after the other or together", async () => {
    const s = await rentSetup(t);
    const key = `offline-${crypto.randomUUID()}`;
    const first = await s.tenantClient.post("/api/maintenance-requests", body, { "idempotency-key": key });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const again = await s.tenantClient.post("/api/maintenance-requests", body, { "idempotency-key": key });
    expect(again.body.id).toBe(first.body.id);
    const other = `offline-${crypto.randomUUID()}`;
    const both = await Promise.all([
      s.tenantClient.post("/api/maintenance-requests", body, { "idempotency-key": other }),
      s.tenantClient.post("/api/maintenance-requests", body, { "idempotency-key": other }),
    ]);
    expect(both[0]!.body.id).toBe(both[1]!.body.id);
    const rows = await t.database.db
      .select()
      .from(maintenanceRequests)
      .where(eq(maintenanceRequests.tenantId, s.tenant.id));
    expect(rows).toHaveLength(2);
    expect(
      (await s.tenantClient.post("/api/maintenance-requests", body, { "idempotency-key": "x".repeat(500) }))
        .status,
    ).toBe(400);
  });
});
