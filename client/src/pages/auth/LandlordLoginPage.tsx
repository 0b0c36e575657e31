import { Link } from "wouter";
import { BiometricButtons } from "@/features/auth/BiometricButtons";
import { DemoButtons } from "@/features/auth/DemoButtons";
import { SignInForm } from "@/features/auth/SignInForm";
import { Divider, SignInLayout, textLinkClass } from "@/features/auth/SignInLayout";
import { usePageTitle } from "@/lib/page-title";

// The spec's landlord demo goes to /property-selection, which a later issue builds; until then /landlord-demo.
const DEMO = [{ role: "landlord", label: "Try Landlord Demo", to: "/landlord-demo" }] as const;

/** Landlord sign-in (/landlord-login): no property dropdown. */
export default function LandlordLoginPage() {
  usePageTitle("Landlord Login");
  return (
    <SignInLayout
      backToHome
      title="Landlord Login"
      subtitle="Sign in to manage your properties, tenants and payments"
      footer={
        <>
          <p>
            Don't have an account?{" "}
            <Link href="/landlord-signup-verification" className={textLinkClass}>
              Landlord Sign Up
            </Link>
          </p>
          <p>
            Are you a tenant?{" "}
            <Link href="/tenant-login" className={textLinkClass}>
              Tenant Login
            </Link>
          </p>
        </>
      }
    >
      <SignInForm accountRole="landlord" withProperty={false} />
      <Divider>Or sign in with</Divider>
      <BiometricButtons accountRole="landlord" />
      <DemoButtons options={DEMO} className="mt-4" />
    </SignInLayout>
  );
}
