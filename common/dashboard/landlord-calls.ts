/** Requests a page of the maintenance board asks for (the landlord dashboard's card asks for the first). */
export const MAINTENANCE_BOARD_PAGE = 100;
/** Pending listings and pets the landlord dashboard's moderation cards show. */
export const DASHBOARD_PENDING = 20;

/**
 * The reads of the landlord dashboard's cards for the property its answer names, each with the input its card
 * asks with: `GET /api/landlord/dashboard/all` answers them with the dashboard in one request, and the client
 * files each answer where that card looks for it. The proof queue only when the dashboard counts proofs waiting
 * (its card shows only then).
 */
export function landlordDashboardCalls(propertyId: number, { proofsWaiting }: { proofsWaiting: boolean }) {
  return [
    { id: "applications.list", input: { query: { propertyId } } },
    ...(proofsWaiting ? [{ id: "payments.proofQueue", input: { query: { propertyId } } } as const] : []),
    { id: "maintenance.list", input: { query: { propertyId, limit: MAINTENANCE_BOARD_PAGE } } },
    { id: "marketplace.pending", input: { query: { propertyId, limit: DASHBOARD_PENDING } } },
    { id: "pets.pending", input: { query: { propertyId, limit: DASHBOARD_PENDING, offset: 0 } } },
  ] as const;
}

export type LandlordDashboardCall = ReturnType<typeof landlordDashboardCalls>[number];
