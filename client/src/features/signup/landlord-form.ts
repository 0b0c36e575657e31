import type { ACCOUNT_TYPES } from "@common/constants";
import type { MessageKey } from "@common/i18n/keys";
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

export const ACCOUNT_TYPE_OPTIONS: readonly {
  value: (typeof ACCOUNT_TYPES)[number];
  title: MessageKey;
  description: MessageKey;
}[] = [
  { value: "individual", title: "signup.accountIndividual", description: "signup.accountIndividualText" },
  { value: "company", title: "signup.accountCompany", description: "signup.accountCompanyText" },
];

/**
 * The register payload; the company fields are sent only for a company account, and only when filled. `email` is
 * the verified contact: the email, or a phone sign-up's number (as the spec's tenant payload does).
 */
export function buildLandlordPayload(v: LandlordRegistrationForm, verified: string): LandlordRegisterBody {
  if (!verified) throw new Error("Missing verified contact");
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
    email: v.email || verified,
    phoneNumber: v.phoneNumber,
    propertyId: null,
    unitNumber: null,
    rentCurrency: "UGX",
    ...company,
  };
}
