import { RoleSignInPage } from "@/features/auth/RoleSignInPage";

export default function LandlordLoginPage() {
  return <RoleSignInPage accountRole="landlord" />;
}
