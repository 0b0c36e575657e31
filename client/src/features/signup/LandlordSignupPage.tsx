import { LandlordRegistration } from "@/features/signup/LandlordRegistration";
import { usePageTitle } from "@/lib/page-title";

export default function LandlordSignupPage() {
  usePageTitle("Landlord Registration");
  return <LandlordRegistration />;
}
