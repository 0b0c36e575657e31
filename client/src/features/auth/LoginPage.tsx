import { Link } from "wouter";
import { BiometricButtons } from "@/features/auth/BiometricButtons";
import { DemoButtons } from "@/features/auth/DemoButtons";
import { SignInForm } from "@/features/auth/SignInForm";
import { Divider, SignInLayout, textLinkClass } from "@/features/auth/SignInLayout";
import { usePageTitle } from "@/lib/page-title";

const DEMOS = [
  { role: "tenant", label: "Tenant Demo", to: "/tenant-demo-simple" },
  { role: "landlord", label: "Landlord Demo", to: "/landlord-demo" },
] as const;

/** General sign-in (/login): property, Email/Phone, password, Sign In menu (tenant or landlord), biometrics, demos. */
export default function LoginPage() {
  usePageTitle("Sign In");
  return (
    <SignInLayout
      title="Welcome Back"
      subtitle="Sign in to your Nyumba account"
      footer={
        <>
          <p>Don't have an account?</p>
          <p className="flex flex-wrap justify-center gap-x-4">
            <Link href="/tenant-signup-verification" className={textLinkClass}>
              Tenant Sign Up
            </Link>
            <Link href="/landlord-signup-verification" className={textLinkClass}>
              Landlord Sign Up
            </Link>
          </p>
        </>
      }
    >
      <SignInForm withProperty />
      <Divider>Or sign in with</Divider>
      <BiometricButtons />
      <DemoButtons
        options={DEMOS}
        heading="Quick Demo Access"
        description="Explore Nyumba with a demo account, no password needed."
        className="mt-6"
      />
    </SignInLayout>
  );
}
