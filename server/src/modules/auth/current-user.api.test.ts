import { describe, expect, it } from "vitest";
import { tenantMayAsk } from "../../../../common/dashboard/lease-needs";
import { TENANT_DASHBOARD_CALLS } from "../../../../common/dashboard/tenant-calls";
import type { LeaseState } from "../../../../common/schemas/auth";
import { dashboardAnswers } from "../../test/dashboard-answers";
import { clientFor, makeLandlord, makeLease, makeProperty, makeTenant } from "../../test/lease-factories";
import { sharedTestApp } from "../../test/shared-test-app";

const t = sharedTestApp();

/** A tenant with a lease of `status` on a property of their own landlord (no lease for null). */
async function tenantWith(status: "pending" | "active" | "ended" | null) {
  const db = t.database.db;
  const tenant = await makeTenant(db);
  if (status) {
    const landlord = await makeLandlord(db);
    const { property, units } = await makeProperty(db, landlord.id);
    await makeLease(db, { propertyId: property.id, unitId: units[0]!.id, tenantId: tenant.id, status });
  }
  return clientFor(t, tenant.id);
}

describe("GET /api/auth/user: the tenant's lease", () => {
  it("says which lease a tenant has: active, pending, or none (an ended one is none)", async () => {
    const cases: [Parameters<typeof tenantWith>[0], LeaseState | null][] = [
      [null, null],
      ["pending", "pending"],
      ["active", "active"],
      ["ended", null],
    ];
    for (const [status, lease] of cases) {
      const me = await (await tenantWith(status)).get("/api/auth/user");
      expect(me.status).toBe(200);
      expect({ status, lease: me.body.lease }).toEqual({ status, lease });
      // The property and unit are the active lease's only.
      expect(me.body.propertyId === null).toBe(lease !== "active");
    }
  });

  it("is null for a landlord", async () => {
    const landlord = await makeLandlord(t.database.db);
    const me = await (await clientFor(t, landlord.id)).get("/api/auth/user");
    expect(me.body).toMatchObject({ role: "landlord", lease: null });
  });

  it("tells the client exactly which dashboard reads succeed (common/dashboard/lease-needs.ts)", async () => {
    for (const status of [null, "pending", "active"] as const) {
      const client = await tenantWith(status);
      const { lease } = (await client.get("/api/auth/user")).body as { lease: LeaseState | null };
      for (const answer of await dashboardAnswers(client, "/api/tenant/dashboard")) {
        const call = TENANT_DASHBOARD_CALLS.find((c) => c.id === answer.id)!;
        expect({ status, id: call.id, ok: answer.status === 200 }).toEqual({
          status,
          id: call.id,
          ok: tenantMayAsk(call.id, lease),
        });
      }
    }
  });

  it("tells the client which of the lease screens' own reads succeed (shells/TenantLeaseGate.tsx)", async () => {
    const reads = {
      "chat.residents": "/api/chat/residents",
      "amenities.mine": "/api/amenities/bookings/mine",
    };
    for (const status of [null, "pending", "active"] as const) {
      const client = await tenantWith(status);
      const { lease } = (await client.get("/api/auth/user")).body as { lease: LeaseState | null };
      for (const [id, url] of Object.entries(reads) as [keyof typeof reads, string][]) {
        const ok = (await client.get(url)).status === 200;
        expect({ status, id, ok }).toEqual({ status, id, ok: tenantMayAsk(id, lease) });
      }
    }
  });
});
