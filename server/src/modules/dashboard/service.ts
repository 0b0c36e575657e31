import type { Currency } from "../../../../common/constants";
import { kampalaMonthRange, kampalaToday } from "../../../../common/kampala-calendar";
import type { LandlordDashboard } from "../../../../common/schemas/dashboard";
import type { AppDeps } from "../../deps";
import type { Translator } from "../../platform/i18n";
import { noPropertySelected, propertyNotFound, toListingPhoto, toPropertySummary } from "../properties";
import { dashboardData } from "./queries";

type Money = { currency: Currency; amount: number }[];

/** Amounts per currency: every currency in `currencies` (zero when absent), then any other, in currency order. */
function byCurrency(currencies: Currency[], amounts: Map<Currency, number>): Money {
  const all = [...new Set([...currencies, ...amounts.keys()])].sort();
  return all.map((currency) => ({ currency, amount: amounts.get(currency) ?? 0 }));
}

/**
 * The dashboard of one of the landlord's properties: the one asked for, else the selected one. Its activity
 * is put into words in the reader's language (`tr`). One statement reads everything, the access check
 * included; the answer is 404 exactly as requireManagedProperty gives it.
 */
export async function getDashboard(
  deps: AppDeps,
  landlordId: string,
  propertyId: number | undefined,
  tr: Translator,
): Promise<LandlordDashboard> {
  const today = kampalaToday();
  const month = kampalaMonthRange(today);
  const { requestedId, data: d } = await dashboardData(deps.db, {
    landlordId,
    propertyId: propertyId ?? null,
    today,
    monthFrom: month.from,
    monthTo: month.to,
  });
  if (!requestedId) throw noPropertySelected();
  if (!d) throw propertyNotFound();

  const property = toPropertySummary(
    { ...d.property, createdAt: new Date(d.property.createdAt), updatedAt: new Date(d.property.updatedAt) },
    {
      total: d.totalUnits,
      occupied: d.occupiedUnits,
      hasHistory: d.hasHistory,
      unitTypes: d.unitTypes,
      payout: d.payout && { ...d.payout, updatedAt: new Date(d.payout.updatedAt) },
      photos: d.photos.map(toListingPhoto),
    },
  );
  // Each currency of the active leases is listed, zero when nothing is owed or came in yet.
  const leaseCurrencies = d.rent.map((r) => r.currency);
  const rent = d.rent;
  const perCurrency = (pick: (r: (typeof rent)[number]) => number) =>
    new Map(rent.map((r) => [r.currency, pick(r)]));
  const { totalUnits: total, occupiedUnits: occupied } = d;
  return {
    property,
    units: {
      total,
      occupied,
      available: total - occupied,
      maintenance: d.maintenance,
      occupancyPercent: total === 0 ? 0 : Math.round((occupied / total) * 100),
    },
    rent: {
      expectedThisMonth: byCurrency(
        [],
        perCurrency((r) => r.expected),
      ),
      collectedThisMonth: byCurrency(leaseCurrencies, new Map(d.received.map((r) => [r.currency, r.amount]))),
      outstanding: byCurrency(
        leaseCurrencies,
        perCurrency((r) => r.outstanding),
      ),
      overdueTenants: d.rent.reduce((n, r) => n + r.overdue, 0),
      paymentsToVerify: d.paymentsToVerify,
    },
    pendingApplications: d.applications,
    activity: d.activity.map((a) => ({
      id: a.id,
      kind: a.kind,
      message: tr.text(a.message),
      createdAt: new Date(a.createdAt).toISOString(),
    })),
  };
}
