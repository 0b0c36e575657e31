import { accountRoutes } from "./account";
import { amenityRoutes } from "./amenities";
import { announcementRoutes } from "./announcements";
import { applicationRoutes } from "./applications";
import { authRoutes } from "./auth";
import { chargeRoutes } from "./charges";
import { chatRoutes } from "./chat";
import { dashboardRoutes } from "./dashboard";
import type { RouteSpec } from "./define";
import { demoRoutes } from "./demo";
import { expenseRoutes } from "./expenses";
import { healthRoutes } from "./health";
import { leaseRoutes } from "./leases";
import { listingRoutes } from "./listings";
import { maintenanceRoutes } from "./maintenance";
import { marketplaceRoutes } from "./marketplace";
import { meterRoutes } from "./meters";
import { notificationRoutes } from "./notifications";
import { paymentRoutes } from "./payments";
import { payoutRoutes } from "./payouts";
import { petsRoutes } from "./pets";
import { profileRoutes } from "./profile";
import { propertyRoutes } from "./properties";
import { reconciliationRoutes } from "./reconciliation";
import { rentRoutes } from "./rent";
import { rentalTaxRoutes } from "./rental-tax";
import { reportRoutes } from "./reports";
import type { RouteId } from "./route-table";
import { statementRoutes } from "./statements";
import { tenancyRoutes } from "./tenancy";
import { tenantRoutes } from "./tenants";
import { unitRoutes } from "./units";

/** Every route's access rule and schemas, by id (the route table in routes.ts has their methods and paths). */
export const CONTRACT = {
  ...healthRoutes,
  ...authRoutes,
  ...demoRoutes,
  ...propertyRoutes,
  ...listingRoutes,
  ...unitRoutes,
  ...dashboardRoutes,
  ...applicationRoutes,
  ...leaseRoutes,
  ...tenantRoutes,
  ...maintenanceRoutes,
  ...expenseRoutes,
  ...petsRoutes,
  ...chatRoutes,
  ...notificationRoutes,
  ...announcementRoutes,
  ...rentRoutes,
  ...paymentRoutes,
  ...reconciliationRoutes,
  ...payoutRoutes,
  ...amenityRoutes,
  ...marketplaceRoutes,
  ...profileRoutes,
  ...accountRoutes,
  ...statementRoutes,
  ...meterRoutes,
  ...rentalTaxRoutes,
  ...reportRoutes,
  ...chargeRoutes,
  ...tenancyRoutes,
} satisfies Record<RouteId, RouteSpec>;

export type Contract = typeof CONTRACT;
