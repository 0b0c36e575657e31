import { type ComponentType, lazy, Suspense } from "react";
import { Route, Switch } from "wouter";
import { FullScreenSpinner } from "./components/ui/spinner";
import { DemoEntry, RequireUser, RoleDashboard } from "./features/auth/guards";

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
const NotFound = page(() => import("./pages/NotFoundPage"));

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
        <Route component={NotFound} />
      </Switch>
    </Suspense>
  );
}
