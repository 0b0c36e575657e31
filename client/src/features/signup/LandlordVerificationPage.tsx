import { VerificationStep } from "@/features/signup/VerificationStep";
import { t } from "@/lib/i18n";
import { usePageTitle } from "@/lib/page-title";

export default function LandlordVerificationPage() {
  usePageTitle(t("auth.landlordSignUp"));
  return <VerificationStep accountRole="landlord" />;
}
