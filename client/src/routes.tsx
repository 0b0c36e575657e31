import { type ComponentType, lazy, Suspense } from "react";
import { Route, Switch } from "wouter";
import { FullScreenSpinner } from "./components/ui/spinner";
import { DemoEntry, RequireRole, RequireUser, RoleDashboard } from "./features/auth/guards";

// Every page is its own lazy chunk: the first visit downloads only the page it opens.
const page = (load: () => Promise<{ default: ComponentType }>) => lazy(load);

const Landing = page(() => import("./pages/landing/LandingPage"));
const Login = page(() => import("./pages/auth/LoginPage"));
const TenantLogin = page(() => import("./pages/auth/TenantLoginPage"));
const LandlordLogin = page(() => import("./pages/auth/LandlordLoginPage"));
const TenantVerification = page(() => import("./pages/auth/signup/TenantVerificationPage"));
const LandlordVerification = page(() => import("./pages/auth/signup/LandlordVerificationPage"));
const TenantPasswordSetup = page(() => import("./pages/auth/signup/TenantPasswordSetupPage"));
const LandlordPasswordSetup = page(() => import("./pages/auth/signup/LandlordPasswordSetupPage"));
const TenantSignup = page(() => import("./pages/auth/signup/TenantSignupPage"));
const LandlordSignup = page(() => import("./pages/auth/signup/LandlordSignupPage"));
const TenantDashboard = page(() => import("./pages/tenant/TenantDashboardPage"));
const LandlordDashboard = page(() => import("./pages/landlord/LandlordDashboardPage"));
const PropertySelection = page(() => import("./pages/landlord/PropertySelectionPage"));
const AddProperty = page(() => import("./pages/landlord/AddPropertyPage"));
const EditProperty = page(() => import("./pages/landlord/EditPropertyPage"));
const BankSetup = page(() => import("./pages/landlord/BankSetupPage"));
const OccupiedUnits = page(() => import("./pages/landlord/OccupiedUnitsPage"));
const AvailableUnits = page(() => import("./pages/landlord/AvailableUnitsPage"));
const TenantDetails = page(() => import("./pages/landlord/TenantDetailsPage"));
const RentPayment = page(() => import("./pages/tenant/RentPaymentPage"));
const RentPaymentMethods = page(() => import("./pages/tenant/RentPaymentMethodsPage"));
const PaymentSuccess = page(() => import("./pages/tenant/PaymentSuccessPage"));
const PaymentVerify = page(() => import("./pages/tenant/PaymentVerifyPage"));
const TransactionHistory = page(() => import("./pages/tenant/TransactionHistoryPage"));
const LandlordPayments = page(() => import("./pages/landlord/LandlordPaymentsPage"));
const MaintenanceRequest = page(() => import("./pages/tenant/MaintenanceRequestPage"));
const MaintenanceOverview = page(() => import("./pages/landlord/MaintenanceOverviewPage"));
const MaintenancePending = page(() => import("./pages/landlord/MaintenancePendingPage"));
const MaintenanceInProgress = page(() => import("./pages/landlord/MaintenanceInProgressPage"));
const MaintenanceScheduled = page(() => import("./pages/landlord/MaintenanceScheduledPage"));
const MaintenanceCompleted = page(() => import("./pages/landlord/MaintenanceCompletedPage"));
const NotFound = page(() => import("./pages/NotFoundPage"));

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
        <Route component={NotFound} />
      </Switch>
    </Suspense>
  );
}
