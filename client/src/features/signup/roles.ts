import type { Role } from "@common/constants";
import type { MessageKey } from "@common/i18n/keys";
import { type PagePath, pagePath } from "@/lib/pages";

/** Where each role's sign-up steps and sign-in screen live (spec section 2, route table). */
export interface SignupRoleConfig {
  /** "Tenant Sign Up": the verification screen's title. */
  title: MessageKey;
  verificationPath: PagePath;
  passwordPath: PagePath;
  registrationPath: PagePath;
  loginPath: PagePath;
}

export const SIGNUP_ROLES: Record<Role, SignupRoleConfig> = {
  tenant: {
    title: "auth.tenantSignUp",
    verificationPath: pagePath("/tenant-signup-verification"),
    passwordPath: pagePath("/tenant-password-setup"),
    registrationPath: pagePath("/tenant-signup"),
    loginPath: pagePath("/tenant-login"),
  },
  landlord: {
    title: "auth.landlordSignUp",
    verificationPath: pagePath("/landlord-signup-verification"),
    passwordPath: pagePath("/landlord-password-setup"),
    registrationPath: pagePath("/landlord-signup"),
    loginPath: pagePath("/landlord-login"),
  },
};
