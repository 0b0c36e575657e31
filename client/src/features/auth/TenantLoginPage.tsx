import { RoleSignInPage } from "@/features/auth/RoleSignInPage";

export default function TenantLoginPage() {
  return <RoleSignInPage accountRole="tenant" />;
}
