import { TENANT_SEARCH_MIN } from "../constants";
import { msg } from "../i18n/message";
import { petView } from "./pets";
import { currencySchema } from "./shared";
import { z } from "./zod";

export const tenantSearchResult = z.object({
  id: z.string(),
  fullName: z.string(),
  propertyName: z.string(),
  unitNumber: z.string(),
});

export const tenantDetail = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  nationalId: z.string().nullable(),
  /** GET /api/tenants/{id}/national-id-photo when true. */
  hasNationalIdPhoto: z.boolean(),
  profileImageUrl: z.string().nullable(),
  occupation: z.string().nullable(),
  monthlyIncome: z.string().nullable(),
  emergencyContactName: z.string().nullable(),
  emergencyContactPhone: z.string().nullable(),
  memberSince: z.string(),
  propertyId: z.number(),
  propertyName: z.string(),
  propertyAddress: z.string(),
  unitId: z.number(),
  unitNumber: z.string(),
  floorNumber: z.number().nullable(),
  leaseId: z.string(),
  monthlyRent: z.number(),
  rentCurrency: currencySchema,
  leaseStartDate: z.string(),
  leaseEndDate: z.string().nullable(),
  /** From the ledger once rent lands; null until then. */
  paymentStatus: z.enum(["current", "overdue", "partial"]).nullable(),
  outstandingBalance: z.number().nullable(),
  /** The tenant's pet registrations on this landlord's properties, newest first. */
  pets: z.array(petView),
});
export type TenantDetail = z.infer<typeof tenantDetail>;

const SEARCH_TOO_SHORT = msg("tenants.searchTooShort", { min: TENANT_SEARCH_MIN });
export const tenantSearchQuery = z.object({
  q: z
    .string(SEARCH_TOO_SHORT)
    .trim()
    .min(TENANT_SEARCH_MIN, SEARCH_TOO_SHORT)
    .max(100, msg("tenants.searchTooLong")),
});

export const tenantByNameParam = z.object({ name: z.string().max(250, msg("tenants.nameTooLong")) });
