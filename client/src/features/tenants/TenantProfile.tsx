import type { MessageKey } from "@common/i18n/keys";
import { formatMoney } from "@common/money";
import { formatUgandanPhone } from "@common/phone";
import type { TenantDetail } from "@common/schemas/tenants";
import { Building2, ClipboardList, FileText, IdCard, PawPrint, Phone, UserRound, Wallet } from "lucide-react";
import { type ReactNode, useState } from "react";
import { IconSection } from "@/components/IconSection";
import { Button, buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { UnitDetailsDialog, UnitNumberButton, type UnitRef } from "@/features/units/UnitDetailsDialog";
import { href } from "@/lib/api";
import { formatDate, formatStampDay } from "@/lib/format";
import { t } from "@/lib/i18n";
import { Link } from "@/lib/navigation";
import { DASHBOARD_PATH, pagePath } from "@/lib/pages";
import { PetsDialog } from "./PetsDialog";

const dash = () => t("common.emptyValue");
const phoneText = (p: string | null) => (p ? (p.startsWith("+256") ? formatUgandanPhone(p) : p) : dash());
const incomeText = (v: string | null) => {
  if (!v) return dash();
  const digits = v.replace(/[\s,]/g, "");
  return /^\d+$/.test(digits) ? formatMoney(Number(digits), "UGX") : v;
};

const PAYMENT_STATUS: Record<
  NonNullable<TenantDetail["paymentStatus"]>,
  { key: MessageKey; style: string }
> = {
  current: { key: "tenants.paymentCurrent", style: "bg-green-100 text-green-800" },
  overdue: { key: "tenants.paymentOverdue", style: "bg-red-100 text-red-800" },
  partial: { key: "tenants.paymentPartial", style: "bg-amber-100 text-amber-800" },
};

function Section({
  id,
  title,
  icon,
  children,
}: {
  id: string;
  title: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <IconSection headingId={`section-${id}`} title={title} icon={icon}>
      {children}
    </IconSection>
  );
}

function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="divide-y divide-slate-100">
      {items.map(([label, value]) => (
        <div key={label} className="flex min-h-11 items-center justify-between gap-4 py-2">
          <dt className="shrink-0 text-sm text-slate-500">{label}</dt>
          <dd className="min-w-0 text-right text-sm font-medium break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Avatar({ tenant }: { tenant: TenantDetail }) {
  if (tenant.profileImageUrl) {
    return (
      <img
        src={tenant.profileImageUrl}
        alt=""
        className="h-16 w-16 shrink-0 rounded-full object-cover ring-2 ring-white"
      />
    );
  }
  return (
    <span
      aria-hidden
      className="grid h-16 w-16 shrink-0 place-items-center rounded-full bg-brand-100 text-xl font-bold text-brand-700"
    >
      {tenant.firstName.charAt(0)}
      {tenant.lastName.charAt(0)}
    </span>
  );
}

/** The landlord's read-only view of one tenant: profile, emergency contact, lease, payments, ID, pets. */
export function TenantProfile({ tenant }: { tenant: TenantDetail }) {
  const [details, setDetails] = useState<UnitRef | null>(null);
  const [petsOpen, setPetsOpen] = useState(false);
  const fullName = `${tenant.firstName} ${tenant.lastName}`;
  const none = dash();
  const status = tenant.paymentStatus ? PAYMENT_STATUS[tenant.paymentStatus] : null;

  return (
    <div className="space-y-5">
      <nav aria-label={t("tenants.detailsNav")} className="flex flex-wrap gap-2">
        <Link href={DASHBOARD_PATH} className={buttonClass("outline")}>
          {t("common.backToDashboard")}
        </Link>
        <Link href={pagePath("/occupied-units")} className={buttonClass("outline")}>
          {t("units.occupiedTitle")}
        </Link>
      </nav>

      <Card className="flex flex-col gap-4 p-4 sm:flex-row sm:items-center sm:p-5">
        <div className="flex min-w-0 flex-1 items-center gap-4">
          <Avatar tenant={tenant} />
          <div className="min-w-0">
            <h1 className="text-2xl font-bold break-words text-slate-900">{fullName}</h1>
            <p className="text-sm text-slate-600">
              {t("tenants.propertyUnit", { property: tenant.propertyName, unit: tenant.unitNumber })}
            </p>
            <p className="text-xs text-slate-500">
              {t("tenants.memberSinceDate", { date: formatStampDay(tenant.memberSince) })}
            </p>
          </div>
        </div>
        <Button
          variant="outline"
          onClick={() => setPetsOpen(true)}
          aria-haspopup="dialog"
          className="sm:shrink-0"
        >
          <PawPrint aria-hidden className="h-4 w-4" />
          {t("tenants.petsCount", { count: tenant.pets.length })}
        </Button>
      </Card>

      <div className="grid gap-4 md:grid-cols-2">
        <Section
          id="personal-information"
          title={t("tenants.personalInformation")}
          icon={<UserRound className="h-5 w-5" />}
        >
          <Facts
            items={[
              [t("tenants.fullName"), fullName],
              [t("common.email"), tenant.email ?? none],
              [t("common.phone"), phoneText(tenant.phoneNumber)],
              [t("tenants.dateOfBirth"), formatDate(tenant.dateOfBirth)],
              [t("tenants.nationalId"), tenant.nationalId ?? none],
              [t("tenants.occupation"), tenant.occupation ?? none],
              [t("tenants.monthlyIncome"), incomeText(tenant.monthlyIncome)],
              [t("tenants.memberSince"), formatStampDay(tenant.memberSince)],
            ]}
          />
        </Section>

        <div className="space-y-4">
          <Section
            id="emergency-contact"
            title={t("tenants.emergencyContact")}
            icon={<Phone className="h-5 w-5" />}
          >
            <Facts
              items={[
                [t("common.name"), tenant.emergencyContactName ?? none],
                [t("common.phone"), phoneText(tenant.emergencyContactPhone)],
              ]}
            />
          </Section>
          <Section
            id="payment-status"
            title={t("tenants.paymentStatus")}
            icon={<Wallet className="h-5 w-5" />}
          >
            <Facts
              items={[
                [
                  t("common.status"),
                  status ? (
                    <span
                      key="status"
                      className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${status.style}`}
                    >
                      {t(status.key)}
                    </span>
                  ) : (
                    none
                  ),
                ],
                [
                  t("tenants.outstandingBalance"),
                  tenant.outstandingBalance === null
                    ? none
                    : formatMoney(tenant.outstandingBalance, tenant.rentCurrency),
                ],
              ]}
            />
            {tenant.paymentStatus === null && tenant.outstandingBalance === null && (
              <p className="mt-2 text-xs text-slate-500">{t("tenants.noCharges")}</p>
            )}
            <Link
              href={pagePath("/tenant-statement", { query: { lease: tenant.leaseId } })}
              className={buttonClass("outline", "mt-3 w-full sm:w-auto")}
            >
              <FileText aria-hidden className="h-4 w-4" />
              {t("tenancy-account.statementLink")}
            </Link>
          </Section>
        </div>

        <Section
          id="lease-information"
          title={t("tenants.leaseInformation")}
          icon={<Building2 className="h-5 w-5" />}
        >
          <Facts
            items={[
              [t("common.property"), tenant.propertyName],
              [t("tenants.address"), tenant.propertyAddress || none],
              [
                t("common.unit"),
                <UnitNumberButton
                  key="unit"
                  unit={{ id: tenant.unitId, unitNumber: tenant.unitNumber }}
                  onOpen={setDetails}
                />,
              ],
              [t("units.floor"), tenant.floorNumber === null ? none : String(tenant.floorNumber)],
              [t("tenants.monthlyRent"), formatMoney(tenant.monthlyRent, tenant.rentCurrency)],
              [t("tenants.leaseStart"), formatDate(tenant.leaseStartDate)],
              [t("tenants.leaseEnd"), formatDate(tenant.leaseEndDate)],
            ]}
          />
        </Section>

        <Section id="national-id" title={t("tenants.nationalId")} icon={<IdCard className="h-5 w-5" />}>
          {tenant.hasNationalIdPhoto ? (
            <img
              src={href("tenants.nationalIdPhoto", { params: { id: tenant.id } })}
              alt={t("tenants.nationalIdOf", { name: fullName })}
              loading="lazy"
              className="max-h-72 w-full rounded-lg border border-slate-200 bg-slate-50 object-contain"
            />
          ) : (
            <p className="flex min-h-24 items-center justify-center rounded-lg border border-dashed border-slate-300 text-sm text-slate-500">
              {t("tenants.noIdPhoto")}
            </p>
          )}
        </Section>
      </div>

      <UnitDetailsDialog unit={details} onClose={() => setDetails(null)} />
      <PetsDialog
        open={petsOpen}
        onClose={() => setPetsOpen(false)}
        tenantName={fullName}
        pets={tenant.pets}
      />
    </div>
  );
}

/** Several tenants share the name: choose one (each opens the same page with ?id=). */
export function TenantChooser({ name, tenants }: { name: string; tenants: TenantDetail[] }) {
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{name}</h1>
        <p className="mt-1 text-sm text-slate-600">{t("tenants.sameName", { count: tenants.length })}</p>
      </div>
      <ul className="space-y-2">
        {tenants.map((tenant) => (
          <li key={`${tenant.id}-${tenant.leaseId}`}>
            <Link
              href={pagePath("/tenant-details/:name", { params: { name }, query: { id: tenant.id } })}
              className="flex min-h-14 items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm hover:border-brand-600 hover:bg-brand-50"
            >
              <ClipboardList aria-hidden className="h-5 w-5 shrink-0 text-brand-600" />
              <span className="min-w-0">
                <span className="block font-medium text-slate-900">
                  {tenant.firstName} {tenant.lastName}
                </span>
                <span className="block text-sm text-slate-500">
                  {t("tenants.propertyUnitContact", {
                    property: tenant.propertyName,
                    unit: tenant.unitNumber,
                    contact: tenant.email ?? phoneText(tenant.phoneNumber),
                  })}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
