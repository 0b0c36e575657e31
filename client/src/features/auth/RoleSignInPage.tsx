import type { Role } from "@common/constants";
import { Link } from "wouter";
import { usePageTitle } from "@/lib/page-title";
import { BiometricButtons } from "./BiometricButtons";
import { DemoButtons, type DemoOption } from "./DemoButtons";
import { SignInForm } from "./SignInForm";
import { Divider, SignInLayout, textLinkClass } from "./SignInLayout";

interface RoleSignIn {
  title: string;
  subtitle: string;
  signUp: { href: string; label: string };
  other: { question: string; href: string; label: string };
  withProperty: boolean;
  demos: readonly DemoOption[];
}

const ROLE_SIGN_IN: Record<Role, RoleSignIn> = {
  tenant: {
    title: "Tenant Login",
    subtitle: "Sign in to pay rent, request maintenance and connect with your neighbours",
    signUp: { href: "/tenant-signup-verification", label: "Tenant Sign Up" },
    other: { question: "Are you a landlord?", href: "/landlord-login", label: "Landlord Login" },
    withProperty: true,
    demos: [{ role: "tenant", label: "Try Tenant Demo", to: "/tenant-demo-simple" }],
  },
  landlord: {
    title: "Landlord Login",
    subtitle: "Sign in to manage your properties, tenants and payments",
    signUp: { href: "/landlord-signup-verification", label: "Landlord Sign Up" },
    other: { question: "Are you a tenant?", href: "/tenant-login", label: "Tenant Login" },
    withProperty: false,
    // The spec's landlord demo goes to /property-selection, which a later issue builds; until then /landlord-demo.
    demos: [{ role: "landlord", label: "Try Landlord Demo", to: "/landlord-demo" }],
  },
};

/** One role's sign-in screen (/tenant-login, /landlord-login): the form, biometrics and that role's demo. */
export function RoleSignInPage({ accountRole }: { accountRole: Role }) {
  const cfg = ROLE_SIGN_IN[accountRole];
  usePageTitle(cfg.title);
  return (
    <SignInLayout
      backToHome
      title={cfg.title}
      subtitle={cfg.subtitle}
      footer={
        <>
          <p>
            Don't have an account?{" "}
            <Link href={cfg.signUp.href} className={textLinkClass}>
              {cfg.signUp.label}
            </Link>
          </p>
          <p>
            {cfg.other.question}{" "}
            <Link href={cfg.other.href} className={textLinkClass}>
              {cfg.other.label}
            </Link>
          </p>
        </>
      }
    >
      <SignInForm accountRole={accountRole} withProperty={cfg.withProperty} />
      <Divider>Or sign in with</Divider>
      <BiometricButtons accountRole={accountRole} />
      <DemoButtons options={cfg.demos} className="mt-4" />
    </SignInLayout>
  );
}
