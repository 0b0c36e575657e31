import type { Role } from "@common/constants";
import type { MessageKey } from "@common/i18n/keys";

/** Where each role's sign-up steps and sign-in screen live (spec section 2, route table). */
export interface SignupRoleConfig {
  /** "Tenant Sign Up": the verification screen's title. */
  title: MessageKey;
  verificationPath: string;
  passwordPath: string;
  registrationPath: string;
  loginPath: string;
}

export const SIGNUP_ROLES: Record<Role, SignupRoleConfig> = {
  tenant: {
    title: "auth.tenantSignUp",
    verificationPath: "/tenant-signup-verification",
    passwordPath: "/tenant-password-setup",
    registrationPath: "/tenant-signup",
    loginPath: "/tenant-login",
  },
  landlord: {
    title: "auth.landlordSignUp",
    verificationPath: "/landlord-signup-verification",
    passwordPath: "/landlord-password-setup",
    registrationPath: "/landlord-signup",
    loginPath: "/landlord-login",
  },
};
