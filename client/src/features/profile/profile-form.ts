import type { ProfileUpdateBody, ProfileView } from "@common/schemas/profile";

/** The editable fields, as the form holds them (text; empty for none). */
export const EDITABLE = [
  "firstName",
  "lastName",
  "dateOfBirth",
  "occupation",
  "monthlyIncome",
  "tin",
  "emergencyContactName",
  "emergencyContactPhone",
  "emergencyContactRelationship",
  "emergencyContactEmail",
  "companyName",
  "companyRegNumber",
  "companyAddress",
  "businessLicenseNumber",
] as const;
export type EditableField = (typeof EDITABLE)[number];
export type ProfileFormValues = Record<EditableField, string>;

export function formValuesOf(p: ProfileView): ProfileFormValues {
  const c = p.company;
  return {
    firstName: p.firstName,
    lastName: p.lastName,
    dateOfBirth: p.dateOfBirth ?? "",
    occupation: p.occupation ?? "",
    monthlyIncome: p.monthlyIncome ?? "",
    tin: p.tin ?? "",
    emergencyContactName: p.emergencyContactName ?? "",
    emergencyContactPhone: p.emergencyContactPhone ?? "",
    emergencyContactRelationship: p.emergencyContactRelationship ?? "",
    emergencyContactEmail: p.emergencyContactEmail ?? "",
    companyName: c?.companyName ?? "",
    companyRegNumber: c?.companyRegNumber ?? "",
    companyAddress: c?.companyAddress ?? "",
    businessLicenseNumber: c?.businessLicenseNumber ?? "",
  };
}

/** The PATCH body: a tenant's fields, or a landlord's with the company's. */
export function updateBodyOf(v: ProfileFormValues, role: ProfileView["role"]): ProfileUpdateBody {
  const person = {
    firstName: v.firstName,
    lastName: v.lastName,
    dateOfBirth: v.dateOfBirth || null,
    tin: v.tin,
  };
  if (role === "landlord")
    return {
      ...person,
      companyName: v.companyName,
      companyRegNumber: v.companyRegNumber,
      companyAddress: v.companyAddress,
      businessLicenseNumber: v.businessLicenseNumber,
    };
  return {
    ...person,
    occupation: v.occupation,
    monthlyIncome: v.monthlyIncome,
    emergencyContactName: v.emergencyContactName,
    emergencyContactPhone: v.emergencyContactPhone,
    emergencyContactRelationship: v.emergencyContactRelationship,
    emergencyContactEmail: v.emergencyContactEmail,
  };
}
