import type { RouteId } from "../contract/route-table";
import type { LeaseState } from "../schemas/auth";

/**
 * The tenant's routes that need a lease, and which: one that has started ("active": rent, the marketplace,
 * amenity bookings and maintenance requests are for residents), or any current one ("current": a tenant whose
 * lease is pending already has the building's chat and registers a pet). The routes refuse a tenant without it
 * (404 NO_LEASE, 403 NO_ACTIVE_LEASE); the client does not ask them (the signed-in user says which lease the
 * tenant has), and the screens built on them say so instead (shells/TenantLeaseGate.tsx).
 */
const LEASE_NEEDED: Partial<Record<RouteId, "active" | "current">> = {
  "rent.summary": "active",
  "marketplace.list": "active",
  "amenities.list": "active",
  "chat.list": "current",
  "chat.conversations": "current",
  "chat.residents": "current",
  "amenities.mine": "active",
  "maintenance.create": "active",
  "pets.create": "current",
};

/** Whether a tenant whose lease is `lease` (null: none) may ask for `id`. */
export function tenantMayAsk(id: RouteId, lease: LeaseState | null): boolean {
  const needed = LEASE_NEEDED[id];
  if (needed === undefined) return true;
  return needed === "current" ? lease !== null : lease === "active";
}
