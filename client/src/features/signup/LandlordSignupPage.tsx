import { LandlordRegistration } from "@/features/signup/LandlordRegistration";
import { t } from "@/lib/i18n";
import { usePageTitle } from "@/lib/page-title";

export default function LandlordSignupPage() {
  usePageTitle(t("signup.landlordRegistrationTitle"));
  return <LandlordRegistration />;
}
