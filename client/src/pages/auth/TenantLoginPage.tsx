import { Link } from "wouter";
import { BiometricButtons } from "@/features/auth/BiometricButtons";
import { DemoButtons } from "@/features/auth/DemoButtons";
import { SignInForm } from "@/features/auth/SignInForm";
import { Divider, SignInLayout, textLinkClass } from "@/features/auth/SignInLayout";
import { usePageTitle } from "@/lib/page-title";

const DEMO = [{ role: "tenant", label: "Try Tenant Demo", to: "/tenant-demo-simple" }] as const;

/** Tenant sign-in (/tenant-login). */
export default function TenantLoginPage() {
  usePageTitle("Tenant Login");
  return (
    <SignInLayout
      backToHome
      title="Tenant Login"
      subtitle="Sign in to pay rent, request maintenance and connect with your neighbours"
      footer={
        <>
          <p>
            Don't have an account?{" "}
            <Link href="/tenant-signup-verification" className={textLinkClass}>
              Tenant Sign Up
            </Link>
          </p>
          <p>
            Are you a landlord?{" "}
            <Link href="/landlord-login" className={textLinkClass}>
              Landlord Login
            </Link>
          </p>
        </>
      }
    >
      <SignInForm accountRole="tenant" withProperty />
      <Divider>Or sign in with</Divider>
      <BiometricButtons accountRole="tenant" />
      <DemoButtons options={DEMO} className="mt-4" />
    </SignInLayout>
  );
}
