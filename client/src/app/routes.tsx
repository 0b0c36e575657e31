import { type ComponentType, Suspense } from "react";
import { Route, Switch } from "wouter";
import { FullScreenSpinner } from "@/components/ui/spinner";
import { DemoEntry, RequireRole, RequireUser, RoleDashboard } from "@/features/auth/guards";

import { lazyPage as page } from "./lazy-page";

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
const Amenities = page(() => import("@/features/amenities/AmenitiesPage"));
const LandlordAmenities = page(() => import("@/features/amenities/LandlordAmenitiesPage"));
const NotFound = page(() => import("@/app/NotFoundPage"));

/** Tenant screens (rent and payments): signed out → the tenant sign-in; a landlord → their own dashboard. */
const tenantOnly = (Page: ComponentType) =>
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
const landlordOnly = (Page: ComponentType) =>
  function LandlordOnly() {
    return (
      <RequireUser signInPath="/landlord-login">
        <RequireRole accountRole="landlord">
          <Page />
        </RequireRole>
      </RequireUser>
    );
  };

export function AppRoutes() {
  return (
    <Suspense fallback={<FullScreenSpinner />}>
      <Switch>
        <Route path="/" component={Landing} />
        <Route path="/login" component={Login} />
        <Route path="/tenant-login" component={TenantLogin} />
        <Route path="/landlord-login" component={LandlordLogin} />
        <Route path="/tenant-signup-verification" component={TenantVerification} />
        <Route path="/landlord-signup-verification" component={LandlordVerification} />
        <Route path="/tenant-password-setup" component={TenantPasswordSetup} />
        <Route path="/landlord-password-setup" component={LandlordPasswordSetup} />
        <Route path="/tenant-signup" component={TenantSignup} />
        <Route path="/landlord-signup" component={LandlordSignup} />
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
        <Route path="/landlord-demo">
          <DemoEntry accountRole="landlord">
            <LandlordDashboard />
          </DemoEntry>
        </Route>
        <Route path="/landlord-dashboard" component={landlordOnly(LandlordDashboard)} />
        <Route path="/property-selection" component={landlordOnly(PropertySelection)} />
        <Route path="/add-property" component={landlordOnly(AddProperty)} />
        <Route path="/edit-property/:id?" component={landlordOnly(EditProperty)} />
        <Route path="/landlord-bank-setup" component={landlordOnly(BankSetup)} />
        <Route path="/occupied-units" component={landlordOnly(OccupiedUnits)} />
        <Route path="/available-units" component={landlordOnly(AvailableUnits)} />
        <Route path="/tenant-details/:name" component={landlordOnly(TenantDetails)} />
        <Route path="/rent-payment" component={tenantOnly(RentPayment)} />
        <Route path="/rent-payment-methods" component={tenantOnly(RentPaymentMethods)} />
        <Route path="/payment-success" component={tenantOnly(PaymentSuccess)} />
        <Route path="/payment-verify" component={tenantOnly(PaymentVerify)} />
        <Route path="/transaction-history" component={tenantOnly(TransactionHistory)} />
        <Route path="/landlord-payments" component={landlordOnly(LandlordPayments)} />
        <Route path="/maintenance-request" component={tenantOnly(MaintenanceRequest)} />
        <Route path="/maintenance-overview" component={landlordOnly(MaintenanceOverview)} />
        <Route path="/maintenance-pending" component={landlordOnly(MaintenancePending)} />
        <Route path="/maintenance-in-progress" component={landlordOnly(MaintenanceInProgress)} />
        <Route path="/maintenance-scheduled" component={landlordOnly(MaintenanceScheduled)} />
        <Route path="/maintenance-completed" component={landlordOnly(MaintenanceCompleted)} />
        <Route path="/tenant-notifications" component={tenantOnly(TenantNotifications)} />
        <Route path="/landlord-notifications" component={landlordOnly(LandlordNotifications)} />
        <Route path="/announcements" component={tenantOnly(Announcements)} />
        <Route path="/landlord-announcements" component={landlordOnly(LandlordAnnouncements)} />
        <Route path="/neighbors-chat" component={tenantOnly(NeighborsChat)} />
        <Route path="/landlord-chat" component={landlordOnly(LandlordChat)} />
        <Route path="/pet-registration" component={tenantOnly(PetRegistration)} />
        <Route path="/marketplace" component={tenantOnly(Marketplace)} />
        <Route path="/amenities" component={tenantOnly(Amenities)} />
        <Route path="/landlord-amenities" component={landlordOnly(LandlordAmenities)} />
        <Route component={NotFound} />
      </Switch>
    </Suspense>
  );
}
