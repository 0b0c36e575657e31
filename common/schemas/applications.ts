import { endsAfterStart, leaseTerms } from "./leases";
import { dbId } from "./shared";
import { z } from "./zod";

export const applicationSchema = z.object({
  id: z.string(),
  propertyId: z.number(),
  tenantId: z.string(),
  tenantName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  unitType: z.string(),
  /** The unit applied for from a public listing; null for the sign-up form's preference. */
  unitNumber: z.string().nullable(),
  moveInDate: z.string(),
  status: z.enum(["pending", "accepted", "declined"]),
  createdAt: z.string(),
});
export type Application = z.infer<typeof applicationSchema>;

export const acceptApplicationInput = endsAfterStart(z.object({ unitId: dbId(), ...leaseTerms }));

export const applicationListQuery = z.object({ propertyId: z.coerce.number().int().positive().optional() });
