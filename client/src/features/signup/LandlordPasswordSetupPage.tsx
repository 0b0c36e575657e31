import { PasswordSetupStep } from "@/features/signup/PasswordSetupStep";
import { usePageTitle } from "@/lib/page-title";

export default function LandlordPasswordSetupPage() {
  usePageTitle("Landlord Password Setup");
  return <PasswordSetupStep accountRole="landlord" />;
}
