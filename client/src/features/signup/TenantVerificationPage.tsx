import { VerificationStep } from "@/features/signup/VerificationStep";
import { t } from "@/lib/i18n";
import { usePageTitle } from "@/lib/page-title";

export default function TenantVerificationPage() {
  usePageTitle(t("auth.tenantSignUp"));
  return <VerificationStep accountRole="tenant" />;
}
