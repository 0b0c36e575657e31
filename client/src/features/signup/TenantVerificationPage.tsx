import { VerificationStep } from "@/features/signup/VerificationStep";
import { usePageTitle } from "@/lib/page-title";

export default function TenantVerificationPage() {
  usePageTitle("Tenant Sign Up");
  return <VerificationStep accountRole="tenant" />;
}
