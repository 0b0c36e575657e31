import { TenantRegistration } from "@/features/signup/TenantRegistration";
import { usePageTitle } from "@/lib/page-title";

export default function TenantSignupPage() {
  usePageTitle("Tenant Registration");
  return <TenantRegistration />;
}
