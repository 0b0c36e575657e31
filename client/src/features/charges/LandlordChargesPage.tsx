import { formatMoney } from "@common/money";
import type { RecurringCharge } from "@common/schemas/charges";
import { Plus, Receipt, UserMinus, WifiOff } from "lucide-react";
import { useState } from "react";
import { CardError, CardSkeleton, EmptyState } from "@/components/page-states";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { toast } from "@/components/ui/toast";
import { apiErrorMessage } from "@/lib/errors";
import { formatDay, todayInKampala } from "@/lib/format";
import { t } from "@/lib/i18n";
import { useOnline } from "@/lib/online";
import { usePageTitle } from "@/lib/page-title";
import { DASHBOARD_PATH } from "@/lib/pages";
import { useApiQuery } from "@/lib/query";
import { PageShell } from "@/shells/PageShell";
import { useSelectedProperty } from "@/shells/use-selected-property";
import { AddChargeForm, EditChargeForm } from "./ChargeForm";
import { ChargeListSection } from "./ChargeListSection";
import { ChargeTenantForm } from "./ChargeTenantForm";
import { useEndCharge, useOneOffCharges, useRecurringCharges } from "./queries";

const FREQUENCY = {
  monthly: "charges.frequency_monthly",
  quarterly: "charges.frequency_quarterly",
  yearly: "charges.frequency_yearly",
} as const;

/** /landlord-charges: the selected property's recurring charges, 'Add Charge', edits, and 'Charge Tenant'. */
export default function LandlordChargesPage() {
  usePageTitle(t("charges.pageTitle"));
  const online = useOnline();
  const selected = useSelectedProperty();
  const property = selected.data?.property;
  const [open, setOpen] = useState<"add" | "tenant" | null>(null);
  const today = todayInKampala();
  return (
    <PageShell
      title={property ? t("charges.heading", { property: property.name }) : t("charges.pageTitle")}
      subtitle={t("charges.subheading")}
      back={{ href: DASHBOARD_PATH, label: t("common.backToDashboard") }}
      width="wide"
      actions={
        property && !open ? (
          <div className="flex w-full flex-wrap gap-2 sm:w-auto">
            <Button onClick={() => setOpen("add")} className="w-full sm:w-auto" disabled={!online}>
              <Plus aria-hidden className="h-4 w-4" />
              {t("charges.addCharge")}
            </Button>
            <Button
              variant="outline"
              onClick={() => setOpen("tenant")}
              className="w-full sm:w-auto"
              disabled={!online}
            >
              <UserMinus aria-hidden className="h-4 w-4" />
              {t("charges.chargeTenant")}
            </Button>
          </div>
        ) : null
      }
    >
      {!online && (
        <p
          role="status"
          className="mb-4 flex items-start gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900"
        >
          <WifiOff aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
          {t("charges.offline")}
        </p>
      )}
      {selected.isPending ? (
        <CardSkeleton />
      ) : !property ? (
        <p className="text-slate-600">{t("charges.noProperty")}</p>
      ) : (
        <div className="space-y-6">
          {open === "add" && (
            <Card className="p-4 sm:p-6">
              <h2 className="mb-3 text-lg font-semibold text-slate-900">{t("charges.addCharge")}</h2>
              <UnitsOf propertyId={property.id}>
                {(units) => (
                  <AddChargeForm
                    propertyId={property.id}
                    units={units}
                    today={today}
                    onDone={() => setOpen(null)}
                  />
                )}
              </UnitsOf>
            </Card>
          )}
          {open === "tenant" && (
            <Card className="p-4 sm:p-6">
              <h2 className="mb-3 text-lg font-semibold text-slate-900">{t("charges.chargeTenant")}</h2>
              <ChargeTenantForm propertyId={property.id} today={today} onDone={() => setOpen(null)} />
            </Card>
          )}
          <RecurringList propertyId={property.id} />
          <OneOffList propertyId={property.id} />
        </div>
      )}
    </PageShell>
  );
}

/** The property's units, for choosing the ones a charge applies to. */
function UnitsOf({
  propertyId,
  children,
}: {
  propertyId: number;
  children: (units: { id: number; unitNumber: string }[]) => React.ReactNode;
}) {
  const units = useApiQuery("units.list", { params: { id: propertyId }, query: {} });
  if (units.isPending) return <CardSkeleton />;
  if (units.isError)
    return <CardError error={units.error} onRetry={() => units.refetch()} retrying={units.isFetching} />;
  return <>{children(units.data.map((u) => ({ id: u.id, unitNumber: u.unitNumber })))}</>;
}

function RecurringList({ propertyId }: { propertyId: number }) {
  const charges = useRecurringCharges(propertyId);
  return (
    <ChargeListSection
      headingId="recurring-heading"
      heading={t("charges.recurringHeading")}
      list={charges}
      empty={
        <EmptyState
          icon={<Receipt className="h-6 w-6" />}
          title={t("charges.empty")}
          text={t("charges.emptyText")}
        />
      }
    >
      {(items) => (
        <ul className="grid gap-3 md:grid-cols-2">
          {items.map((c) => (
            <li key={c.id}>
              <ChargeCard charge={c} />
            </li>
          ))}
        </ul>
      )}
    </ChargeListSection>
  );
}

/** One charge: amount and frequency, units, next due date or its end; Edit and End. */
function ChargeCard({ charge: c }: { charge: RecurringCharge }) {
  const [editing, setEditing] = useState(false);
  const end = useEndCharge();
  const upcoming = c.amounts.at(-1);
  return (
    <Card className="space-y-2 p-4" data-testid="recurring-charge">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 break-words font-semibold text-slate-900">{c.name}</h3>
        <p className="font-semibold text-slate-900">
          {t("charges.amountEvery", {
            amount: formatMoney(c.amount, "UGX"),
            frequency: t(FREQUENCY[c.frequency]),
          })}
        </p>
      </div>
      <p className="text-sm text-slate-600">
        {c.appliesTo === "property"
          ? t("charges.allUnits")
          : t("charges.unitsOf", { units: c.units.map((u) => u.unitNumber).join(", ") })}
        {" · "}
        {c.nextDueDate ? t("charges.nextDue", { date: formatDay(c.nextDueDate) }) : t("charges.ended")}
        {c.endDate && c.nextDueDate ? ` · ${t("charges.ends", { date: formatDay(c.endDate) })}` : ""}
      </p>
      {upcoming && upcoming.amount !== c.amount && (
        <p className="text-sm text-slate-600">
          {t("charges.amountEvery", {
            amount: formatMoney(upcoming.amount, "UGX"),
            frequency: upcoming.effectiveFrom,
          })}
        </p>
      )}
      {editing ? (
        <EditChargeForm charge={c} onDone={() => setEditing(false)} />
      ) : (
        c.changesFrom && (
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              onClick={() => setEditing(true)}
              aria-label={t("charges.editCharge", { name: c.name })}
            >
              {t("charges.edit")}
            </Button>
            <Button
              variant="outline"
              disabled={end.isPending}
              aria-label={t("charges.endChargeOf", { name: c.name })}
              onClick={() =>
                end.mutateAsync(c.id).then(
                  () => toast({ title: t("charges.endedToast") }),
                  (err: unknown) =>
                    toast({
                      variant: "destructive",
                      title: apiErrorMessage(err, t("common.genericError"), t("common.networkError")),
                    }),
                )
              }
            >
              {t("charges.endCharge")}
            </Button>
          </div>
        )
      )}
    </Card>
  );
}

function OneOffList({ propertyId }: { propertyId: number }) {
  const oneOffs = useOneOffCharges(propertyId);
  return (
    <ChargeListSection
      headingId="one-off-heading"
      heading={t("charges.oneOffHeading")}
      list={oneOffs}
      empty={<p className="text-sm text-slate-600">{t("charges.oneOffEmpty")}</p>}
    >
      {(items) => (
        <Card className="divide-y divide-slate-100">
          {items.map((o) => (
            <p key={o.id} className="break-words p-3 text-sm text-slate-700" data-testid="one-off-charge">
              {t("charges.oneOffLine", {
                unit: o.unitNumber,
                name: o.tenantName,
                amount: formatMoney(o.amount, "UGX"),
                date: formatDay(o.dueDate),
              })}
              {" · "}
              {o.reason}
            </p>
          ))}
        </Card>
      )}
    </ChargeListSection>
  );
}
