import { PasswordSetupStep } from "@/features/signup/PasswordSetupStep";
import { usePageTitle } from "@/lib/page-title";

export default function TenantPasswordSetupPage() {
  usePageTitle("Tenant Password Setup");
  return <PasswordSetupStep accountRole="tenant" />;
}
