import type { Role } from "@common/constants";
import type { RouteId } from "@common/contract/route-table";
import { TENANT_DASHBOARD_MAIN } from "../features/tenant-dashboard/layout";
import type { FirstPaint } from "./first-paint";

// Plain data, read by the router (routes.tsx) and at build time by scripts/vite-page-preloads.ts, which writes
// for the server the chunks each path needs (so it names them in the page's HTML).

/**
 * Who a screen is for. The router wraps its page to match, and the server names the page's chunks only for a
 * visitor the router will show it to.
 * - public: anyone.
 * - tenant, landlord: that role, signed in; anyone else is sent to that role's sign-in or their own dashboard.
 * - signed-in: anyone signed in; a visitor is sent to the sign-in screen.
 * - tenant-demo, landlord-demo: that role, or a visitor, who gets a session on the demo account on the spot.
 */
export type PageAccess = "public" | "tenant" | "landlord" | "signed-in" | "tenant-demo" | "landlord-demo";

/**
 * A page module as Vite's manifest names it (relative to client/), whose default export is the page; or
 * `module#Export` for a named export.
 */
export type PageModule = string;

export interface PageRoute {
  /** wouter's pattern (common/route-pattern.ts). */
  path: string;
  /** The page; per role where the screen depends on who is signed in (/dashboard). */
  page: PageModule | Readonly<Record<Role, PageModule>>;
  access: PageAccess;
}

const TENANT_DASHBOARD = "src/features/tenant-dashboard/TenantDashboardPage.tsx";
const LANDLORD_DASHBOARD = "src/features/landlord-dashboard/LandlordDashboardPage.tsx";
const PROFILE = "src/features/profile/ProfilePage.tsx";
// The search and listing pages travel in one chunk: a visitor of one nearly always opens the other.
const LISTINGS = "src/features/listings/pages.ts";

/**
 * The API read a page starts with (one request for all its cards), for someone signed in: the client starts it
 * with the page's chunks (routes.tsx, preloadRoute), and the page's HTML earlier still (`<link rel="preload">`).
 */
export const PAGE_READS: Readonly<Record<PageModule, RouteId>> = {
  [TENANT_DASHBOARD]: "dashboard.tenant",
  // Without propertyId: the selected property's dashboard, which names the property (decision 0031).
  [LANDLORD_DASHBOARD]: "dashboard.landlord",
};

/** What the server paints for a page before any script, for someone signed in (first-paint.ts). */
export const PAGE_FIRST_PAINTS: Readonly<Record<PageModule, FirstPaint>> = {
  [TENANT_DASHBOARD]: { heading: "tenant-dashboard.welcome", main: TENANT_DASHBOARD_MAIN },
};

/** The page of the paths that match no route. */
export const NOT_FOUND_PAGE: PageModule = "src/app/NotFoundPage.tsx";

/** Every screen, in the router's order (the first match wins). */
export const PAGE_ROUTES: readonly PageRoute[] = [
  { path: "/", page: "src/features/landing/LandingPage.tsx", access: "public" },
  { path: "/login", page: "src/features/auth/LoginPage.tsx", access: "public" },
  { path: "/tenant-login", page: "src/features/auth/TenantLoginPage.tsx", access: "public" },
  { path: "/landlord-login", page: "src/features/auth/LandlordLoginPage.tsx", access: "public" },
  {
    path: "/tenant-signup-verification",
    page: "src/features/signup/TenantVerificationPage.tsx",
    access: "public",
  },
  {
    path: "/landlord-signup-verification",
    page: "src/features/signup/LandlordVerificationPage.tsx",
    access: "public",
  },
  {
    path: "/tenant-password-setup",
    page: "src/features/signup/TenantPasswordSetupPage.tsx",
    access: "public",
  },
  {
    path: "/landlord-password-setup",
    page: "src/features/signup/LandlordPasswordSetupPage.tsx",
    access: "public",
  },
  { path: "/tenant-signup", page: "src/features/signup/TenantSignupPage.tsx", access: "public" },
  { path: "/landlord-signup", page: "src/features/signup/LandlordSignupPage.tsx", access: "public" },
  { path: "/forgot-password", page: "src/features/auth/ForgotPasswordPage.tsx", access: "public" },
  { path: "/property-search", page: `${LISTINGS}#PropertySearchPage`, access: "public" },
  { path: "/listing/:id", page: `${LISTINGS}#ListingPage`, access: "public" },

  { path: "/rent-payment", page: "src/features/rent/RentPaymentPage.tsx", access: "tenant" },
  {
    path: "/rent-payment-methods",
    page: "src/features/payments/RentPaymentMethodsPage.tsx",
    access: "tenant",
  },
  { path: "/payment-success", page: "src/features/payments/PaymentSuccessPage.tsx", access: "tenant" },
  { path: "/payment-verify", page: "src/features/payments/PaymentVerifyPage.tsx", access: "tenant" },
  {
    path: "/transaction-history",
    page: "src/features/payments/TransactionHistoryPage.tsx",
    access: "tenant",
  },
  {
    path: "/maintenance-request",
    page: "src/features/maintenance/MaintenanceRequestPage.tsx",
    access: "tenant",
  },
  {
    path: "/tenant-notifications",
    page: "src/features/notifications/TenantNotificationsPage.tsx",
    access: "tenant",
  },
  { path: "/announcements", page: "src/features/announcements/AnnouncementsPage.tsx", access: "tenant" },
  { path: "/neighbors-chat", page: "src/features/chat/NeighborsChatPage.tsx", access: "tenant" },
  { path: "/pet-registration", page: "src/features/pets/PetRegistrationPage.tsx", access: "tenant" },
  { path: "/marketplace", page: "src/features/marketplace/MarketplacePage.tsx", access: "tenant" },
  { path: "/tenant-profile", page: PROFILE, access: "tenant" },
  { path: "/amenities", page: "src/features/amenities/AmenitiesPage.tsx", access: "tenant" },

  { path: "/landlord-dashboard", page: LANDLORD_DASHBOARD, access: "landlord" },
  {
    path: "/property-selection",
    page: "src/features/properties/PropertySelectionPage.tsx",
    access: "landlord",
  },
  { path: "/add-property", page: "src/features/properties/AddPropertyPage.tsx", access: "landlord" },
  {
    path: "/edit-property/:id?",
    page: "src/features/properties/EditPropertyPage.tsx",
    access: "landlord",
  },
  { path: "/landlord-bank-setup", page: "src/features/payouts/BankSetupPage.tsx", access: "landlord" },
  { path: "/occupied-units", page: "src/features/units/OccupiedUnitsPage.tsx", access: "landlord" },
  { path: "/available-units", page: "src/features/units/AvailableUnitsPage.tsx", access: "landlord" },
  {
    path: "/tenant-details/:name",
    page: "src/features/tenants/TenantDetailsPage.tsx",
    access: "landlord",
  },
  {
    path: "/landlord-payments",
    page: "src/features/payments/LandlordPaymentsPage.tsx",
    access: "landlord",
  },
  {
    path: "/bank-reconciliation",
    page: "src/features/reconciliation/BankReconciliationPage.tsx",
    access: "landlord",
  },
  {
    path: "/maintenance-overview",
    page: "src/features/maintenance/MaintenanceOverviewPage.tsx",
    access: "landlord",
  },
  {
    path: "/maintenance-pending",
    page: "src/features/maintenance/MaintenancePendingPage.tsx",
    access: "landlord",
  },
  {
    path: "/maintenance-in-progress",
    page: "src/features/maintenance/MaintenanceInProgressPage.tsx",
    access: "landlord",
  },
  {
    path: "/maintenance-scheduled",
    page: "src/features/maintenance/MaintenanceScheduledPage.tsx",
    access: "landlord",
  },
  {
    path: "/maintenance-completed",
    page: "src/features/maintenance/MaintenanceCompletedPage.tsx",
    access: "landlord",
  },
  {
    path: "/landlord-notifications",
    page: "src/features/notifications/LandlordNotificationsPage.tsx",
    access: "landlord",
  },
  {
    path: "/landlord-announcements",
    page: "src/features/announcements/LandlordAnnouncementsPage.tsx",
    access: "landlord",
  },
  { path: "/landlord-chat", page: "src/features/chat/LandlordChatPage.tsx", access: "landlord" },
  {
    path: "/landlord-amenities",
    page: "src/features/amenities/LandlordAmenitiesPage.tsx",
    access: "landlord",
  },
  { path: "/landlord-profile", page: PROFILE, access: "landlord" },

  {
    path: "/dashboard",
    page: { tenant: TENANT_DASHBOARD, landlord: LANDLORD_DASHBOARD },
    access: "signed-in",
  },
  { path: "/tenant-demo", page: TENANT_DASHBOARD, access: "tenant-demo" },
  { path: "/tenant-demo-simple", page: TENANT_DASHBOARD, access: "tenant-demo" },
  { path: "/tenant-dashboard", page: TENANT_DASHBOARD, access: "tenant-demo" },
  { path: "/account-security", page: "src/features/profile/AccountSecurityPage.tsx", access: "signed-in" },
  { path: "/landlord-demo", page: LANDLORD_DASHBOARD, access: "landlord-demo" },
];

/**
 * The page `route` shows to a visitor of `role` (undefined: signed out), or null when the router sends them
 * elsewhere (a sign-in screen, their own dashboard).
 */
export function pageFor(route: PageRoute, role: Role | undefined): PageModule | null {
  const { access, page } = route;
  let shown: boolean;
  if (access === "public") shown = true;
  else if (access === "signed-in") shown = role !== undefined;
  else if (access === "tenant-demo" || access === "landlord-demo") shown = !role || access === `${role}-demo`;
  else shown = access === role;
  if (!shown) return null;
  return typeof page === "string" ? page : page[role!];
}
