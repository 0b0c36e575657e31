import { PasswordSetupStep } from "@/features/signup/PasswordSetupStep";
import { t } from "@/lib/i18n";
import { usePageTitle } from "@/lib/page-title";

export default function LandlordPasswordSetupPage() {
  usePageTitle(t("signup.landlordPasswordSetupTitle"));
  return <PasswordSetupStep accountRole="landlord" />;
}
