import type { ProfileView } from "../../../../../common/schemas/profile";
import type { AppDeps } from "../../../deps";
import { unauthorized } from "../../../platform/errors";
import { tenantPaymentStanding } from "../../tenants";
import { accountOf, currentHomeOf } from "../queries";

/** GET /api/profile: the caller's own account, with a tenant's current home and standing or a landlord's company. */
export async function readProfile(deps: AppDeps, userId: string): Promise<ProfileView> {
  const row = await accountOf(deps.db, userId);
  if (!row) throw unauthorized();
  const { u, company } = row;
  let home: ProfileView["home"] = null;
  if (u.role === "tenant") {
    const h = await currentHomeOf(deps.db, u.id);
    if (h) {
      const standing = await tenantPaymentStanding(deps.db, [
        {
          id: h.leaseId,
          startDate: h.leaseStartDate,
          endDate: h.leaseEndDate,
          monthlyRent: h.monthlyRent,
          currency: h.rentCurrency,
        },
      ]);
      const { leaseId, ...rest } = h;
      home = {
        ...rest,
        paymentStatus: standing.get(leaseId)?.paymentStatus ?? null,
        outstandingBalance: standing.get(leaseId)?.outstandingBalance ?? null,
      };
    }
  }
  return {
    id: u.id,
    role: u.role,
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email,
    phone: u.phone,
    dateOfBirth: u.dateOfBirth,
    nationalId: u.nationalId,
    tin: u.tin,
    occupation: u.occupation,
    monthlyIncome: u.monthlyIncome,
    emergencyContactName: u.emergencyContactName,
    emergencyContactPhone: u.emergencyContactPhone,
    emergencyContactRelationship: u.emergencyContactRelationship,
    emergencyContactEmail: u.emergencyContactEmail,
    profileImageUrl: u.profileImageUrl,
    memberSince: u.createdAt.toISOString(),
    isDemo: u.isDemo,
    company:
      u.role === "landlord" && company
        ? {
            accountType: company.accountType,
            companyName: company.companyName,
            companyRegNumber: company.companyRegNumber,
            companyAddress: company.companyAddress,
            businessLicenseNumber: company.businessLicenseNumber,
          }
        : null,
    home,
  };
}
