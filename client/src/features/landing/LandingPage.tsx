import type { MessageKey } from "@common/i18n/keys";
import { Check } from "lucide-react";
import { lazy, Suspense } from "react";
import { Logo } from "@/components/layout/Logo";
import { buttonClass } from "@/components/ui/button";
import { DropdownMenu, MenuLink } from "@/components/ui/dropdown-menu";
import { t } from "@/lib/i18n";
import { Link } from "@/lib/navigation";
import { usePageTitle } from "@/lib/page-title";
import { pagePath } from "@/lib/pages";

// The language switch is not needed to show the page: it comes a moment later, outside the first visit's script.
const LanguageSwitch = lazy(() =>
  import("@/components/LanguageSwitch").then((m) => ({ default: m.LanguageSwitch })),
);

// Keep this chunk light (first visit on a cheap phone, DESIGN.md section 9): no zod, no react-hook-form,
// no TanStack Query, no WebAuthn, few icons.

/** A feature's name and its line of text. */
type Feature = readonly [MessageKey, MessageKey];

const TENANT_FEATURES: readonly Feature[] = [
  ["landing.tenantMaintenance", "landing.tenantMaintenanceText"],
  ["landing.tenantPayRent", "landing.tenantPayRentText"],
  ["landing.tenantChat", "landing.tenantChatText"],
  ["landing.tenantAmenities", "landing.tenantAmenitiesText"],
  ["landing.tenantMarketplace", "landing.tenantMarketplaceText"],
  ["landing.announcements", "landing.tenantAnnouncementsText"],
  ["landing.tenantPets", "landing.tenantPetsText"],
  ["landing.tenantProfile", "landing.tenantProfileText"],
  ["landing.tenantPaymentHistory", "landing.tenantPaymentHistoryText"],
];

const LANDLORD_FEATURES: readonly Feature[] = [
  ["landing.landlordOverview", "landing.landlordOverviewText"],
  ["landing.landlordMaintenance", "landing.landlordMaintenanceText"],
  ["landing.landlordPayments", "landing.landlordPaymentsText"],
  ["landing.landlordUnits", "landing.landlordUnitsText"],
  ["landing.landlordTenants", "landing.landlordTenantsText"],
  ["landing.landlordProperties", "landing.landlordPropertiesText"],
  ["landing.landlordPaymentSetup", "landing.landlordPaymentSetupText"],
  ["landing.landlordModeration", "landing.landlordModerationText"],
  ["landing.announcements", "landing.landlordAnnouncementsText"],
];

/** A figure and what it counts. */
const STATS: readonly Feature[] = [
  ["landing.statTenantsValue", "landing.statTenants"],
  ["landing.statLandlordsValue", "landing.statLandlords"],
  ["landing.statUptimeValue", "landing.statUptime"],
];

const PROMISES: readonly MessageKey[] = [
  "landing.promiseNoCard",
  "landing.promiseTrial",
  "landing.promiseSupport",
];

// Header menu triggers: tighter than buttonClass so logo and both menus fit one row at 360 px.
const triggerBase =
  "inline-flex min-h-11 items-center gap-1 whitespace-nowrap rounded-md px-2.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:px-4";
// Links on the dark call-to-action band and in the footer (buttonClass colours would clash with these).
const linkBase =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-md font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2";

function FeatureGrid({
  id,
  title,
  intro,
  features,
}: {
  id: string;
  title: string;
  intro: string;
  features: readonly Feature[];
}) {
  return (
    <section aria-labelledby={id} className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <h2 id={id} className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {title}
      </h2>
      <p className="mt-2 max-w-2xl text-slate-600">{intro}</p>
      <ul className="mt-6 grid gap-3 sm:mt-8 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3">
        {features.map(([name, text]) => (
          <li key={name} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
            <h3 className="font-semibold text-slate-900">{t(name)}</h3>
            <p className="mt-1 text-sm text-slate-600">{t(text)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function LandingPage() {
  usePageTitle(t("landing.headline"));
  return (
    <div className="min-h-dvh bg-white text-slate-900">
      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-2 px-3 py-2 sm:px-4">
          <Logo />
          <nav aria-label={t("landing.accountNav")} className="flex items-center gap-1">
            <DropdownMenu
              label={t("landing.signUp")}
              align="end"
              triggerClassName={`${triggerBase} text-slate-700 hover:bg-slate-100`}
            >
              <MenuLink href={pagePath("/tenant-signup-verification")}>{t("auth.tenantSignUp")}</MenuLink>
              <MenuLink href={pagePath("/landlord-signup-verification")}>{t("auth.landlordSignUp")}</MenuLink>
            </DropdownMenu>
            <DropdownMenu
              label={t("auth.signIn")}
              align="end"
              triggerClassName={`${triggerBase} bg-brand-600 text-white hover:bg-brand-700`}
            >
              <MenuLink href={pagePath("/tenant-login")}>{t("auth.tenantLogin")}</MenuLink>
              <MenuLink href={pagePath("/landlord-login")}>{t("auth.landlordLogin")}</MenuLink>
            </DropdownMenu>
          </nav>
        </div>
      </header>

      <main>
        <section className="bg-gradient-to-b from-brand-50 to-white">
          <div className="mx-auto max-w-6xl px-4 pt-12 pb-14 text-center sm:pt-20 sm:pb-20">
            <h1 className="mx-auto max-w-3xl text-3xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
              {t("landing.headline")}
            </h1>
            <p className="mx-auto mt-4 max-w-2xl text-base text-slate-600 sm:text-lg">{t("landing.intro")}</p>
            <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
              <Link href={pagePath("/tenant-demo")} className={buttonClass("primary", "sm:min-w-56")}>
                {t("landing.startJourney")}
              </Link>
              <Link href={pagePath("/login")} className={buttonClass("outline", "sm:min-w-56")}>
                {t("landing.discoverFeatures")}
              </Link>
            </div>
            <Link
              href={pagePath("/property-search")}
              className="mt-4 inline-flex min-h-11 items-center font-medium text-brand-700 underline underline-offset-4"
            >
              {t("landing.findHome")}
            </Link>
            <div className="mt-2 flex min-h-11 justify-center">
              <Suspense fallback={null}>
                <LanguageSwitch />
              </Suspense>
            </div>
            <dl className="mx-auto mt-10 grid max-w-xl grid-cols-3 gap-2">
              {STATS.map(([value, label]) => (
                <div key={label} className="flex flex-col-reverse">
                  <dt className="text-sm text-slate-600">{t(label)}</dt>
                  <dd className="text-2xl font-bold text-brand-700 sm:text-3xl">{t(value)}</dd>
                </div>
              ))}
            </dl>
          </div>
        </section>

        <FeatureGrid
          id="tenant-features"
          title={t("landing.forTenants")}
          intro={t("landing.forTenantsIntro")}
          features={TENANT_FEATURES}
        />
        <div className="bg-slate-50">
          <FeatureGrid
            id="landlord-features"
            title={t("landing.forLandlords")}
            intro={t("landing.forLandlordsIntro")}
            features={LANDLORD_FEATURES}
          />
        </div>

        <section aria-labelledby="cta-title" className="bg-brand-700 text-white">
          <div className="mx-auto max-w-4xl px-4 py-14 text-center">
            <h2 id="cta-title" className="text-2xl font-bold sm:text-3xl">
              {t("landing.readyTitle")}
            </h2>
            <ul className="mt-5 flex flex-col items-center justify-center gap-2 sm:flex-row sm:gap-6">
              {PROMISES.map((p) => (
                <li key={p} className="inline-flex items-center gap-2 text-brand-50">
                  <Check aria-hidden className="h-4 w-4" />
                  {t(p)}
                </li>
              ))}
            </ul>
            <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
              <Link
                href={pagePath("/tenant-demo")}
                className={`${linkBase} bg-white px-6 text-base text-brand-700 hover:bg-brand-50 focus-visible:outline-white`}
              >
                {t("landing.experienceDemo")}
              </Link>
              <Link
                href={pagePath("/login")}
                className={`${linkBase} border border-white px-6 text-base text-white hover:bg-white/10 focus-visible:outline-white`}
              >
                {t("landing.startJourney")}
              </Link>
            </div>
          </div>
        </section>
      </main>

      <footer className="border-t border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <Logo />
            <p className="mt-1 text-sm text-slate-600">{t("landing.tagline")}</p>
          </div>
          <nav aria-label={t("landing.demosNav")} className="flex gap-2">
            <Link
              href={pagePath("/tenant-demo")}
              className={`${linkBase} px-3 text-sm text-brand-700 hover:bg-brand-50 focus-visible:outline-brand-600`}
            >
              {t("demo.tenantDemo")}
            </Link>
            <Link
              href={pagePath("/landlord-demo")}
              className={`${linkBase} px-3 text-sm text-brand-700 hover:bg-brand-50 focus-visible:outline-brand-600`}
            >
              {t("demo.landlordDemo")}
            </Link>
          </nav>
          <p className="text-sm text-slate-500">{t("landing.copyright")}</p>
        </div>
      </footer>
    </div>
  );
}
