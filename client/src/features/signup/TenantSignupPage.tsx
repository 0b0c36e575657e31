import { TenantRegistration } from "@/features/signup/TenantRegistration";
import { t } from "@/lib/i18n";
import { usePageTitle } from "@/lib/page-title";

export default function TenantSignupPage() {
  usePageTitle(t("signup.tenantRegistrationTitle"));
  return <TenantRegistration />;
}
