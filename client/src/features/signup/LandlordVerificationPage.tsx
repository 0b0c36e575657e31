import { VerificationStep } from "@/features/signup/VerificationStep";
import { usePageTitle } from "@/lib/page-title";

export default function LandlordVerificationPage() {
  usePageTitle("Landlord Sign Up");
  return <VerificationStep accountRole="landlord" />;
}
