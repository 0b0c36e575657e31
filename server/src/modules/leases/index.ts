/** The leases module's front door: what other modules may use of it (docs/ARCHITECTURE.md, Layers). */

export type { TenantLease } from "./queries";
export {
  currentLeaseOfUnit,
  findLandlordLease,
  insertLease,
  isCurrentLease,
  landlordHadTenant,
  leaseView,
  lockTenantAndCheckLease,
  setCurrentLeaseRent,
  tenantActiveLease,
  tenantLeaseForRent,
  tenantNameSql,
  withUnitPropertyTenant,
} from "./queries";
export { invitationForSignup, linkInvitationsOnSignup } from "./service/invitations";
export { tenantHasLease, unitOccupied } from "./service/rules";
