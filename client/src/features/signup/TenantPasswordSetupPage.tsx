import { PasswordSetupStep } from "@/features/signup/PasswordSetupStep";
import { t } from "@/lib/i18n";
import { usePageTitle } from "@/lib/page-title";

export default function TenantPasswordSetupPage() {
  usePageTitle(t("signup.tenantPasswordSetupTitle"));
  return <PasswordSetupStep accountRole="tenant" />;
}
