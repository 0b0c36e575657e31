import type { LandlordDashboard } from "@common/schemas/dashboard";
import {
  Building2,
  CalendarClock,
  FileText,
  LineChart,
  MapPin,
  Megaphone,
  MessagesSquare,
  Repeat,
  UserPlus,
} from "lucide-react";
import { lazy, type ReactNode, Suspense, useState } from "react";
import { loadOnOpen } from "@/components/load-on-open";
import { CardSkeleton, ErrorState } from "@/components/page-states";
import { Button, buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { FoldCard } from "@/components/ui/fold-card";
import { ApplicationsCard } from "@/features/applications/ApplicationsCard";
import { PasskeyCard } from "@/features/auth/PasskeyCard";
import { ActivityList } from "@/features/landlord-dashboard/ActivityList";
import { BooksLinks } from "@/features/landlord-dashboard/BooksLinks";
import { DashboardSkeleton } from "@/features/landlord-dashboard/DashboardSkeleton";
import { useLandlordDashboard } from "@/features/landlord-dashboard/queries";
import { RentOverviewCard } from "@/features/landlord-dashboard/RentOverviewCard";
import { UnitStatusTiles } from "@/features/landlord-dashboard/UnitStatusTiles";
import { DashboardMaintenanceCard } from "@/features/maintenance/DashboardMaintenanceCard";
import { ModerationCard } from "@/features/marketplace/ModerationCard";
import { DashboardProofQueue } from "@/features/payments/ProofQueue";
import { PetRegistrationsCard } from "@/features/pets/PetRegistrationsCard";
import { ReportDialog } from "@/features/statements/ReportDialog";
import { TenantSearch } from "@/features/tenants/TenantSearch";
import { ApiError } from "@/lib/api";
import { useCurrentUser } from "@/lib/auth";
import { t } from "@/lib/i18n";
import { Link, Redirect } from "@/lib/navigation";
import { usePageTitle } from "@/lib/page-title";
import { pagePath } from "@/lib/pages";
import { Later } from "@/lib/stages";
import { LandlordHeader } from "@/shells/LandlordHeader";
import { useSelectedProperty } from "@/shells/use-selected-property";
import { LANDLORD_DASHBOARD_MAIN } from "./layout";

const AddTenantDialog = loadOnOpen(
  () => import("@/features/leases/AddTenantDialog").then((m) => m.AddTenantDialog),
  (p) => p.open,
);

/** The two charts of the last 12 months: their code (and the charting library) loads after the first paint. */
const DashboardCharts = lazy(() => import("@/features/reports/DashboardCharts"));

const noPropertySelected = (e: unknown) =>
  e instanceof ApiError && e.status === 404 && e.code === "NO_PROPERTY_SELECTED";

/** Landlord dashboard (/landlord-demo, /landlord-dashboard, /dashboard for landlords) of the selected property. */
export default function LandlordDashboardPage() {
  usePageTitle(t("landlord-dashboard.title"));
  const { user } = useCurrentUser();
  const selected = useSelectedProperty();
  const property = selected.data?.property ?? undefined;
  const dashboard = useLandlordDashboard(property?.id);
  if (!user) return null; // the route guards render this page only for a signed-in user

  if ((selected.isSuccess && !property) || noPropertySelected(dashboard.error)) {
    return <Redirect to={pagePath("/property-selection")} replace />;
  }

  const failed = selected.isError ? selected : dashboard.isError ? dashboard : null;
  const passkeys = <PasskeyCard passkeyCount={user.passkeyCount} />;
  let body: ReactNode;
  if (failed) {
    body = (
      <>
        <ErrorState
          title={t("landlord-dashboard.loadFailed")}
          error={failed.error}
          onRetry={() => failed.refetch()}
          retrying={failed.isFetching}
        />
        {passkeys}
      </>
    );
  } else if (!dashboard.data) {
    body = (
      <>
        <DashboardSkeleton />
        {passkeys}
      </>
    );
  } else {
    body = <DashboardBody data={dashboard.data} footer={passkeys} />;
  }

  return (
    <div className="min-h-dvh bg-slate-50">
      <LandlordHeader property={property?.name} />
      <main className={LANDLORD_DASHBOARD_MAIN}>
        <section>
          <h1 id="welcome" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            {t("landlord-dashboard.welcome", { name: user.firstName })}
          </h1>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-slate-600">
            {t("common.propertyManager")}
            {user.isDemo && (
              <span className="rounded-full bg-accent-500/15 px-2 py-0.5 text-xs font-medium text-amber-800">
                {t("landlord-dashboard.demoAccount")}
              </span>
            )}
          </p>
        </section>
        {body}
      </main>
    </div>
  );
}

/**
 * The dashboard's cards, what waits for the landlord first (proofs to confirm, applications, maintenance, listings
 * and pets to approve, rent owed), each open while something waits; then what they look up (units, activity),
 * folded until opened (FoldCard remembers each choice). The later ones a frame apart each (Later), the passkey
 * card (`footer`) last.
 */
function DashboardBody({ data, footer }: { data: LandlordDashboard; footer: ReactNode }) {
  const [addingTenant, setAddingTenant] = useState(false);
  const [reporting, setReporting] = useState(false);
  const { property } = data;
  return (
    <>
      <Card className="p-4 sm:p-5">
        <section className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <div className="flex min-w-0 flex-1 items-start gap-3">
            <span
              aria-hidden
              className="grid h-11 w-11 shrink-0 place-items-center rounded-lg bg-brand-100 text-brand-700"
            >
              <Building2 className="h-6 w-6" />
            </span>
            <div className="min-w-0">
              <h2 id="property-title" className="text-lg font-semibold break-words text-slate-900">
                {property.name}
              </h2>
              <p className="flex items-start gap-1 text-sm text-slate-600">
                <MapPin aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
                <span className="break-words">{property.location}</span>
              </p>
            </div>
          </div>
          <Link href={pagePath("/property-selection")} className={buttonClass("outline", "sm:shrink-0")}>
            <Repeat aria-hidden className="h-4 w-4" />
            {t("landlord-dashboard.switchProperty")}
          </Link>
        </section>
        <div className="mt-4 border-t border-slate-100 pt-4">
          <TenantSearch />
        </div>
      </Card>

      <QuickActions onAddTenant={() => setAddingTenant(true)} onReport={() => setReporting(true)} />
      <BooksLinks />

      <Later steps={1}>
        {/* Asked for only when the dashboard's answer counts proofs waiting: no extra call otherwise. */}
        {data.rent.paymentsToVerify > 0 && <DashboardProofQueue propertyId={property.id} />}
        <div className={CARD_PAIRS}>
          <ApplicationsCard propertyId={property.id} />
          <DashboardMaintenanceCard propertyId={property.id} />
        </div>
      </Later>
      <Later steps={2}>
        <div className={CARD_PAIRS}>
          <ModerationCard propertyId={property.id} />
          <PetRegistrationsCard propertyId={property.id} />
        </div>
      </Later>
      <Later steps={3}>
        <div className={CARD_PAIRS}>
          <RentOverviewCard rent={data.rent} />
          <UnitStatusTiles units={data.units} />
        </div>
        <FoldCard
          id="dashboard.charts"
          title={t("reports.dashboardTitle")}
          icon={<LineChart aria-hidden className="h-5 w-5 shrink-0 text-brand-600" />}
          defaultOpen={false}
          aside={
            <Link
              href={pagePath("/landlord-reports")}
              className="text-sm font-medium text-brand-700 underline"
            >
              {t("reports.allReports")}
            </Link>
          }
        >
          {(open) =>
            open && (
              <Suspense fallback={<CardSkeleton label={t("reports.loading")} />}>
                <DashboardCharts propertyId={property.id} />
              </Suspense>
            )
          }
        </FoldCard>
      </Later>
      <Later steps={4}>
        <ActivityList items={data.activity} />
        {footer}
      </Later>

      <AddTenantDialog open={addingTenant} onClose={() => setAddingTenant(false)} propertyId={property.id} />
      <ReportDialog
        open={reporting}
        onClose={() => setReporting(false)}
        propertyId={property.id}
        propertyName={property.name}
      />
    </>
  );
}

/** Two cards side by side on a wide screen, each as tall as it is (a folded one stays short). */
const CARD_PAIRS = "grid items-start gap-4 lg:grid-cols-2";

/** What a landlord starts from the dashboard: two columns on a phone, a row on a wider screen. */
function QuickActions({ onAddTenant, onReport }: { onAddTenant: () => void; onReport: () => void }) {
  const half = "w-full text-center sm:w-auto";
  return (
    <section>
      <h2 id="actions-title" className="sr-only">
        {t("landlord-dashboard.quickActions")}
      </h2>
      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        <Button onClick={onAddTenant} aria-haspopup="dialog" className={`col-span-2 ${half}`}>
          <UserPlus aria-hidden className="h-4 w-4" />
          {t("leases.addTenant")}
        </Button>
        <Link
          href={pagePath("/landlord-announcements", { query: { compose: 1 } })}
          className={buttonClass("outline", half)}
        >
          <Megaphone aria-hidden className="h-4 w-4 shrink-0" />
          {t("announcements.sendAnnouncement")}
        </Link>
        <Button variant="outline" onClick={onReport} aria-haspopup="dialog" className={half}>
          <FileText aria-hidden className="h-4 w-4 shrink-0" />
          {t("statements.report")}
        </Button>
        <Link href={pagePath("/landlord-chat")} className={buttonClass("outline", half)}>
          <MessagesSquare aria-hidden className="h-4 w-4 shrink-0" />
          {t("chat.moderationLink")}
        </Link>
        <Link href={pagePath("/landlord-amenities")} className={buttonClass("outline", half)}>
          <CalendarClock aria-hidden className="h-4 w-4 shrink-0" />
          {t("amenities.dashboardLink")}
        </Link>
      </div>
    </section>
  );
}
