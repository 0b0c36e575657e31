import type { Role } from "@common/constants";
import type { MessageKey } from "@common/i18n/keys";
import { t } from "@/lib/i18n";
import { Link } from "@/lib/navigation";
import { usePageTitle } from "@/lib/page-title";
import { type PagePath, pagePath } from "@/lib/pages";
import { BiometricButtons } from "./BiometricButtons";
import { DemoButtons, type DemoOption } from "./DemoButtons";
import { SignInForm } from "./SignInForm";
import { Divider, SignInLayout, textLinkClass } from "./SignInLayout";

interface RoleSignIn {
  title: MessageKey;
  subtitle: MessageKey;
  signUp: { href: PagePath; label: MessageKey };
  other: { question: MessageKey; href: PagePath; label: MessageKey };
  withProperty: boolean;
  demos: readonly DemoOption[];
}

const ROLE_SIGN_IN: Record<Role, RoleSignIn> = {
  tenant: {
    title: "auth.tenantLogin",
    subtitle: "auth.tenantLoginSubtitle",
    signUp: { href: pagePath("/tenant-signup-verification"), label: "auth.tenantSignUp" },
    other: {
      question: "auth.areYouLandlord",
      href: pagePath("/landlord-login"),
      label: "auth.landlordLogin",
    },
    withProperty: true,
    demos: [{ role: "tenant", label: "demo.tryTenantDemo", to: pagePath("/tenant-demo-simple") }],
  },
  landlord: {
    title: "auth.landlordLogin",
    subtitle: "auth.landlordLoginSubtitle",
    signUp: { href: pagePath("/landlord-signup-verification"), label: "auth.landlordSignUp" },
    other: { question: "auth.areYouTenant", href: pagePath("/tenant-login"), label: "auth.tenantLogin" },
    withProperty: false,
    // The spec's landlord demo goes to /property-selection, which a later issue builds; until then /landlord-demo.
    demos: [{ role: "landlord", label: "demo.tryLandlordDemo", to: pagePath("/landlord-demo") }],
  },
};

/** One role's sign-in screen (/tenant-login, /landlord-login): the form, biometrics and that role's demo. */
export function RoleSignInPage({ accountRole }: { accountRole: Role }) {
  const cfg = ROLE_SIGN_IN[accountRole];
  usePageTitle(t(cfg.title));
  return (
    <SignInLayout
      backToHome
      title={t(cfg.title)}
      subtitle={t(cfg.subtitle)}
      footer={
        <>
          <p>
            {t("auth.noAccount")}{" "}
            <Link href={cfg.signUp.href} className={textLinkClass}>
              {t(cfg.signUp.label)}
            </Link>
          </p>
          <p>
            {t(cfg.other.question)}{" "}
            <Link href={cfg.other.href} className={textLinkClass}>
              {t(cfg.other.label)}
            </Link>
          </p>
        </>
      }
    >
      <SignInForm accountRole={accountRole} withProperty={cfg.withProperty} />
      <Divider>{t("auth.orSignInWith")}</Divider>
      <BiometricButtons accountRole={accountRole} />
      <DemoButtons options={cfg.demos} className="mt-4" />
    </SignInLayout>
  );
}
