import { propertySummary } from "./properties";
import { currencySchema, INT4_MAX } from "./shared";
import { z } from "./zod";

export const moneyByCurrency = z.array(z.object({ currency: currencySchema, amount: z.number() }));

export const activityItem = z.object({
  id: z.number(),
  kind: z.string(),
  message: z.string(),
  createdAt: z.string(),
});

/** Without propertyId the dashboard is for the selected property. */
export const dashboardQuery = z.object({
  propertyId: z.coerce.number().int().positive().max(INT4_MAX).optional(),
});

export const landlordDashboard = z.object({
  property: propertySummary,
  units: z.object({
    total: z.number(),
    occupied: z.number(),
    available: z.number(),
    /** Maintenance requests of the property still open, scheduled or in progress. */
    maintenance: z.number(),
    occupancyPercent: z.number(),
  }),
  rent: z.object({
    expectedThisMonth: moneyByCurrency,
    collectedThisMonth: moneyByCurrency,
    outstanding: moneyByCurrency,
    overdueTenants: z.number(),
    /** Proofs of payments made outside the app waiting for the landlord's decision. */
    paymentsToVerify: z.number(),
  }),
  pendingApplications: z.number(),
  activity: z.array(activityItem),
});
export type LandlordDashboard = z.infer<typeof landlordDashboard>;

/**
 * A dashboard's reads in one answer (common/dashboard/tenant-calls.ts, landlord-calls.ts), each as its own route
 * answers it: status and body, failures included.
 */
export const dashboardAnswers = z.object({
  answers: z.array(z.object({ id: z.string(), status: z.number().int(), body: z.unknown() })),
});
export type DashboardAnswers = z.infer<typeof dashboardAnswers>;
