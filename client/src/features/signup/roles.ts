import type { Role } from "@common/constants";

/** Where each role's sign-up steps and sign-in screen live (spec section 2, route table). */
export interface SignupRoleConfig {
  label: string;
  verificationPath: string;
  passwordPath: string;
  registrationPath: string;
  loginPath: string;
}

export const SIGNUP_ROLES: Record<Role, SignupRoleConfig> = {
  tenant: {
    label: "Tenant",
    verificationPath: "/tenant-signup-verification",
    passwordPath: "/tenant-password-setup",
    registrationPath: "/tenant-signup",
    loginPath: "/tenant-login",
  },
  landlord: {
    label: "Landlord",
    verificationPath: "/landlord-signup-verification",
    passwordPath: "/landlord-password-setup",
    registrationPath: "/landlord-signup",
    loginPath: "/landlord-login",
  },
};

export const MISSING_VERIFICATION_MESSAGE = "Verification data not found. Please start over.";
