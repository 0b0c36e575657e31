import type { LandlordRegisterBody, LandlordRegistrationForm } from "@common/schemas/auth";

export const LANDLORD_FIELDS = [
  "accountType",
  "firstName",
  "lastName",
  "email",
  "phoneNumber",
  "companyName",
  "companyRegNumber",
  "companyAddress",
  "businessLicenseNumber",
] as const satisfies readonly (keyof LandlordRegistrationForm)[];

export const ACCOUNT_TYPE_OPTIONS = [
  {
    value: "individual",
    title: "Individual Landlord",
    description: "You own and rent out property yourself.",
  },
  {
    value: "company",
    title: "Property Company",
    description: "You manage property for a registered business.",
  },
] as const;

/** The register payload; the company fields are sent only for a company account, and only when filled. */
export function buildLandlordPayload(v: LandlordRegistrationForm): LandlordRegisterBody {
  if (!v.email) throw new Error("Missing verified email");
  const company =
    v.accountType === "company"
      ? Object.fromEntries(
          (["companyName", "companyRegNumber", "companyAddress", "businessLicenseNumber"] as const)
            .map((k) => [k, v[k]?.trim()] as const)
            .filter(([, value]) => Boolean(value)),
        )
      : {};
  return {
    role: "landlord",
    accountType: v.accountType,
    firstName: v.firstName,
    lastName: v.lastName,
    email: v.email,
    phoneNumber: v.phoneNumber,
    propertyId: null,
    unitNumber: null,
    rentCurrency: "UGX",
    ...company,
  };
}
