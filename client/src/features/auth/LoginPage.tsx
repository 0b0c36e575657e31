import { BiometricButtons } from "@/features/auth/BiometricButtons";
import { DemoButtons, type DemoOption } from "@/features/auth/DemoButtons";
import { SignInForm } from "@/features/auth/SignInForm";
import { Divider, SignInLayout, textLinkClass } from "@/features/auth/SignInLayout";
import { t } from "@/lib/i18n";
import { Link } from "@/lib/navigation";
import { usePageTitle } from "@/lib/page-title";
import { pagePath } from "@/lib/pages";

const DEMOS: readonly DemoOption[] = [
  { role: "tenant", label: "demo.tenantDemo", to: pagePath("/tenant-demo-simple") },
  { role: "landlord", label: "demo.landlordDemo", to: pagePath("/landlord-demo") },
];

/** General sign-in (/login): property, Email/Phone, password, Sign In menu (tenant or landlord), biometrics, demos. */
export default function LoginPage() {
  usePageTitle(t("auth.signIn"));
  return (
    <SignInLayout
      title={t("auth.welcomeBack")}
      subtitle={t("auth.welcomeBackSubtitle")}
      footer={
        <>
          <p>{t("auth.noAccount")}</p>
          <p className="flex flex-wrap justify-center gap-x-4">
            <Link href={pagePath("/tenant-signup-verification")} className={textLinkClass}>
              {t("auth.tenantSignUp")}
            </Link>
            <Link href={pagePath("/landlord-signup-verification")} className={textLinkClass}>
              {t("auth.landlordSignUp")}
            </Link>
          </p>
        </>
      }
    >
      <SignInForm withProperty />
      <Divider>{t("auth.orSignInWith")}</Divider>
      <BiometricButtons />
      <DemoButtons
        options={DEMOS}
        heading={t("demo.quickAccess")}
        description={t("demo.quickAccessDescription")}
        className="mt-6"
      />
    </SignInLayout>
  );
}
