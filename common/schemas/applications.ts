import { currencySchema, dbId, isoDate } from "./shared";
import { z } from "./zod";

export const applicationSchema = z.object({
  id: z.string(),
  propertyId: z.number(),
  tenantId: z.string(),
  tenantName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  unitType: z.string(),
  moveInDate: z.string(),
  status: z.enum(["pending", "accepted", "declined"]),
  createdAt: z.string(),
});
export type Application = z.infer<typeof applicationSchema>;

export const acceptApplicationInput = z
  .object({
    unitId: dbId(),
    startDate: isoDate("Lease start date is required"),
    endDate: isoDate("Lease end date is required"),
    monthlyRent: z.number().int().min(1, "Monthly rent must be more than 0").max(1_000_000_000_000),
    currency: currencySchema,
    deposit: z.number().int().min(0).max(1_000_000_000_000).default(0),
  })
  .refine((v) => v.endDate > v.startDate, {
    path: ["endDate"],
    message: "The lease must end after it starts",
  });

export const applicationListQuery = z.object({ propertyId: z.coerce.number().int().positive().optional() });
