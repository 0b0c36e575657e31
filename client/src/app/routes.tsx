import type { Role } from "@common/constants";
import { type ComponentType, Suspense } from "react";
import { Route, Switch } from "wouter";
import { FullScreenSpinner } from "@/components/ui/spinner";
import { DemoEntry, RequireRole, RequireUser, RoleDashboard } from "@/features/auth/guards";
import { prefetchLandlordDashboard } from "@/features/landlord-dashboard/prefetch";
import { prefetchTenantDashboard } from "@/features/tenant-dashboard/prefetch";
import { queryClient } from "@/lib/query-client";

import { type LazyPage, lazyPage as page } from "./lazy-page";

// Every page is its own lazy chunk: the first visit downloads only the page it opens.

const Landing = page(() => import("@/features/landing/LandingPage"));
const Login = page(() => import("@/features/auth/LoginPage"));
const TenantLogin = page(() => import("@/features/auth/TenantLoginPage"));
const LandlordLogin = page(() => import("@/features/auth/LandlordLoginPage"));
const TenantVerification = page(() => import("@/features/signup/TenantVerificationPage"));
const LandlordVerification = page(() => import("@/features/signup/LandlordVerificationPage"));
const TenantPasswordSetup = page(() => import("@/features/signup/TenantPasswordSetupPage"));
const LandlordPasswordSetup = page(() => import("@/features/signup/LandlordPasswordSetupPage"));
const TenantSignup = page(() => import("@/features/signup/TenantSignupPage"));
const LandlordSignup = page(() => import("@/features/signup/LandlordSignupPage"));
const ForgotPassword = page(() => import("@/features/auth/ForgotPasswordPage"));
const PropertySearch = page(() =>
  import("@/features/listings/pages").then((m) => ({ default: m.PropertySearchPage })),
);
const Listing = page(() => import("@/features/listings/pages").then((m) => ({ default: m.ListingPage })));
const TenantDashboard = page(() => import("@/features/tenant-dashboard/TenantDashboardPage"));
const LandlordDashboard = page(() => import("@/features/landlord-dashboard/LandlordDashboardPage"));
const PropertySelection = page(() => import("@/features/properties/PropertySelectionPage"));
const AddProperty = page(() => import("@/features/properties/AddPropertyPage"));
const EditProperty = page(() => import("@/features/properties/EditPropertyPage"));
const BankSetup = page(() => import("@/features/payouts/BankSetupPage"));
const OccupiedUnits = page(() => import("@/features/units/OccupiedUnitsPage"));
const AvailableUnits = page(() => import("@/features/units/AvailableUnitsPage"));
const TenantDetails = page(() => import("@/features/tenants/TenantDetailsPage"));
const RentPayment = page(() => import("@/features/rent/RentPaymentPage"));
const RentPaymentMethods = page(() => import("@/features/payments/RentPaymentMethodsPage"));
const PaymentSuccess = page(() => import("@/features/payments/PaymentSuccessPage"));
const PaymentVerify = page(() => import("@/features/payments/PaymentVerifyPage"));
const TransactionHistory = page(() => import("@/features/payments/TransactionHistoryPage"));
const LandlordPayments = page(() => import("@/features/payments/LandlordPaymentsPage"));
const BankReconciliation = page(() => import("@/features/reconciliation/BankReconciliationPage"));
const MaintenanceRequest = page(() => import("@/features/maintenance/MaintenanceRequestPage"));
const MaintenanceOverview = page(() => import("@/features/maintenance/MaintenanceOverviewPage"));
const MaintenancePending = page(() => import("@/features/maintenance/MaintenancePendingPage"));
const MaintenanceInProgress = page(() => import("@/features/maintenance/MaintenanceInProgressPage"));
const MaintenanceScheduled = page(() => import("@/features/maintenance/MaintenanceScheduledPage"));
const MaintenanceCompleted = page(() => import("@/features/maintenance/MaintenanceCompletedPage"));
const TenantNotifications = page(() => import("@/features/notifications/TenantNotificationsPage"));
const LandlordNotifications = page(() => import("@/features/notifications/LandlordNotificationsPage"));
const Announcements = page(() => import("@/features/announcements/AnnouncementsPage"));
const LandlordAnnouncements = page(() => import("@/features/announcements/LandlordAnnouncementsPage"));
const NeighborsChat = page(() => import("@/features/chat/NeighborsChatPage"));
const LandlordChat = page(() => import("@/features/chat/LandlordChatPage"));
const PetRegistration = page(() => import("@/features/pets/PetRegistrationPage"));
const Marketplace = page(() => import("@/features/marketplace/MarketplacePage"));
const Profile = page(() => import("@/features/profile/ProfilePage"));
const AccountSecurity = page(() => import("@/features/profile/AccountSecurityPage"));
const Amenities = page(() => import("@/features/amenities/AmenitiesPage"));
const LandlordAmenities = page(() => import("@/features/amenities/LandlordAmenitiesPage"));
const NotFound = page(() => import("@/app/NotFoundPage"));

/** Tenant screens (rent and payments): signed out → the tenant sign-in; a landlord → their own dashboard. */
const tenantOnly = (Page: LazyPage) =>
  function TenantOnly() {
    return (
      <RequireUser signInPath="/tenant-login">
        <RequireRole accountRole="tenant">
          <Page />
        </RequireRole>
      </RequireUser>
    );
  };

/** Landlord screens: signed out → the landlord sign-in; a tenant → their own dashboard. */
const landlordOnly = (Page: LazyPage) =>
  function LandlordOnly() {
    return (
      <RequireUser signInPath="/landlord-login">
        <RequireRole accountRole="landlord">
          <Page />
        </RequireRole>
      </RequireUser>
    );
  };

type PageRoute = readonly [path: string, Page: ComponentType, preload?: () => void];

/** The landing page, the sign-in and sign-up screens and the property search: anyone. */
const PUBLIC_PAGES: readonly PageRoute[] = [
  ["/", Landing],
  ["/login", Login],
  ["/tenant-login", TenantLogin],
  ["/landlord-login", LandlordLogin],
  ["/tenant-signup-verification", TenantVerification],
  ["/landlord-signup-verification", LandlordVerification],
  ["/tenant-password-setup", TenantPasswordSetup],
  ["/landlord-password-setup", LandlordPasswordSetup],
  ["/tenant-signup", TenantSignup],
  ["/landlord-signup", LandlordSignup],
  ["/forgot-password", ForgotPassword],
  ["/property-search", PropertySearch],
  ["/listing/:id", Listing],
];

/** Tenant screens. */
const TENANT_PAGES: readonly PageRoute[] = (
  [
    ["/rent-payment", RentPayment],
    ["/rent-payment-methods", RentPaymentMethods],
    ["/payment-success", PaymentSuccess],
    ["/payment-verify", PaymentVerify],
    ["/transaction-history", TransactionHistory],
    ["/maintenance-request", MaintenanceRequest],
    ["/tenant-notifications", TenantNotifications],
    ["/announcements", Announcements],
    ["/neighbors-chat", NeighborsChat],
    ["/pet-registration", PetRegistration],
    ["/marketplace", Marketplace],
    ["/tenant-profile", Profile],
    ["/amenities", Amenities],
  ] as const
).map(([path, Page]) => [path, tenantOnly(Page), Page.preload]);

/** Landlord screens. */
const LANDLORD_PAGES: readonly PageRoute[] = (
  [
    ["/landlord-dashboard", LandlordDashboard],
    ["/property-selection", PropertySelection],
    ["/add-property", AddProperty],
    ["/edit-property/:id?", EditProperty],
    ["/landlord-bank-setup", BankSetup],
    ["/occupied-units", OccupiedUnits],
    ["/available-units", AvailableUnits],
    ["/tenant-details/:name", TenantDetails],
    ["/landlord-payments", LandlordPayments],
    ["/bank-reconciliation", BankReconciliation],
    ["/maintenance-overview", MaintenanceOverview],
    ["/maintenance-pending", MaintenancePending],
    ["/maintenance-in-progress", MaintenanceInProgress],
    ["/maintenance-scheduled", MaintenanceScheduled],
    ["/maintenance-completed", MaintenanceCompleted],
    ["/landlord-notifications", LandlordNotifications],
    ["/landlord-announcements", LandlordAnnouncements],
    ["/landlord-chat", LandlordChat],
    ["/landlord-amenities", LandlordAmenities],
    ["/landlord-profile", Profile],
  ] as const
).map(([path, Page]) => [path, landlordOnly(Page), Page.preload]);

const ALL_PAGES = [...PUBLIC_PAGES, ...TENANT_PAGES, ...LANDLORD_PAGES];

const LANDLORD_DASHBOARD_PATHS = new Set(["/dashboard", "/landlord-demo", "/landlord-dashboard"]);
const TENANT_DASHBOARD_PATHS = new Set([
  "/dashboard",
  "/tenant-demo",
  "/tenant-demo-simple",
  "/tenant-dashboard",
]);

/** wouter's patterns (`/listing/:id`, `/edit-property/:id?`) as a test of a path. */
const matches = (pattern: string, path: string) =>
  new RegExp(
    `^${pattern.replace(/\/:\w+(\?)?/g, (_, optional) => (optional ? "(?:/[^/]+)?" : "/[^/]+"))}/?$`,
  ).test(path);

/**
 * Starts loading the page of `path` at once, beside the entry's other work, instead of after the signed-in user
 * is known (the guards wait for it); a dashboard's data too. `role` picks the dashboard behind /dashboard.
 */
export function preloadRoute(path: string, role?: Role) {
  if (role === "tenant" && TENANT_DASHBOARD_PATHS.has(path)) prefetchTenantDashboard(queryClient);
  if (role === "landlord" && LANDLORD_DASHBOARD_PATHS.has(path)) prefetchLandlordDashboard(queryClient);
  const special: Record<string, (() => void) | undefined> = {
    "/dashboard": role && (role === "tenant" ? TenantDashboard : LandlordDashboard).preload,
    "/tenant-demo": TenantDashboard.preload,
    "/tenant-demo-simple": TenantDashboard.preload,
    "/tenant-dashboard": TenantDashboard.preload,
    "/landlord-demo": LandlordDashboard.preload,
    "/account-security": AccountSecurity.preload,
  };
  if (path in special) return special[path]?.();
  const route = ALL_PAGES.find(([pattern]) => matches(pattern, path));
  (route ? (route[2] ?? (route[1] as Partial<LazyPage>).preload) : NotFound.preload)?.();
}

export function AppRoutes() {
  return (
    <Suspense fallback={<FullScreenSpinner />}>
      <Switch>
        {ALL_PAGES.map(([path, Page]) => (
          <Route key={path} path={path} component={Page} />
        ))}
        <Route path="/dashboard">
          <RequireUser>
            <RoleDashboard tenant={TenantDashboard} landlord={LandlordDashboard} />
          </RequireUser>
        </Route>
        {["/tenant-demo", "/tenant-demo-simple", "/tenant-dashboard"].map((path) => (
          <Route key={path} path={path}>
            <DemoEntry accountRole="tenant">
              <TenantDashboard />
            </DemoEntry>
          </Route>
        ))}
        <Route path="/account-security">
          <RequireUser>
            <AccountSecurity />
          </RequireUser>
        </Route>
        <Route path="/landlord-demo">
          <DemoEntry accountRole="landlord">
            <LandlordDashboard />
          </DemoEntry>
        </Route>
        <Route component={NotFound} />
      </Switch>
    </Suspense>
  );
}
