import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Currency } from "../../../../common/constants";
import { ACTIVE_MAINTENANCE_STATUSES } from "../../../../common/schemas/maintenance";
import type { Db } from "../../db/client";
import {
  activityLog,
  allocations,
  charges,
  landlordProfiles,
  leases,
  maintenanceRequests,
  payments,
  payoutAccounts,
  properties,
  propertyPhotos,
  rentalApplications,
  units,
  unitTypes,
} from "../../db/schema";
import { incomeOfPayment } from "../tenancy";

/**
 * The landlord dashboard's data in one statement (one round trip): which property it is for and whether it is
 * the landlord's, the property's summary, its unit counts, the rent figures of its active leases (the ledger's
 * rules of tenancy/allocation.ts computeStanding, in SQL), money received this month, what waits for the
 * landlord, and the latest activity. Every part is an index probe of the one property: at 100,000 tenants
 * (bench/api-latency.ts's data) EXPLAIN shows no sequential scan but of an empty table, and about 1.5 ms of
 * execution for a property of ten leases with a year of charges.
 */

/** Instants travel as epoch milliseconds, cut like the drivers cut microseconds (not rounded). */
const epochMs = (column: SQLWrapper) => sql`floor(extract(epoch from ${column}) * 1000)`;

export interface DashboardParams {
  landlordId: string;
  /** The property asked for; null for the landlord's selected one. */
  propertyId: number | null;
  /** Kampala calendar day, 'YYYY-MM-DD'. */
  today: string;
  /** The current Kampala month, a half-open range. */
  monthFrom: Date;
  monthTo: Date;
}

interface MoneyRow {
  currency: Currency;
  amount: number;
}

/** Everything the dashboard shows of its property, as the one statement returns it (instants in epoch ms). */
interface DashboardJson {
  property: {
    id: number;
    name: string;
    location: string;
    description: string;
    propertyType: string;
    amenities: string[];
    imageUrl: string | null;
    listed: boolean;
    createdAt: number;
    updatedAt: number;
  };
  photos: { id: number; propertyId: number; width: number; height: number }[];
  unitTypes: {
    id: number;
    name: string;
    bedrooms: number;
    bathrooms: number;
    sqft: number;
    rentPrice: number;
    rentCurrency: Currency;
    quantity: number;
  }[];
  payout: {
    bankName: string;
    bankAccountNumber: string;
    bankAccountName: string;
    bankBranch: string | null;
    mobileMoneyNumber: string;
    mobileMoneyProvider: string;
    updatedAt: number;
  } | null;
  totalUnits: number;
  occupiedUnits: number;
  hasHistory: boolean;
  maintenance: number;
  applications: number;
  paymentsToVerify: number;
  /** Per currency of the active leases: their monthly rent, open amounts due by today, leases overdue. */
  rent: { currency: Currency; expected: number; outstanding: number; overdue: number }[];
  /** Succeeded payments of the property settled this month, per currency. */
  received: MoneyRow[];
  activity: { id: number; kind: string; message: string; createdAt: number }[];
}

export interface DashboardData {
  /** The property asked for, else the selected one; null when neither (nothing selected). */
  requestedId: number | null;
  /** Null when that property is not one of the landlord's active properties. */
  data: DashboardJson | null;
}

const p = sql.raw('"p"');
const pid = sql.raw('"p"."id"');

function dashboardStatement(params: {
  landlordId: SQL;
  propertyId: SQL;
  today: SQL;
  monthFrom: SQL;
  monthTo: SQL;
  activityLimit: number;
}) {
  const { landlordId, propertyId, today, monthFrom, monthTo } = params;
  const activeMaintenance = sql.join(
    ACTIVE_MAINTENANCE_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  );
  const emptyArray = sql`'[]'::json`;
  return sql`
with target as (
  select coalesce(${propertyId}, (select ${landlordProfiles.selectedPropertyId} from ${landlordProfiles}
    where ${landlordProfiles.userId} = ${landlordId})) as id
),
${p} as (
  select ${properties}.* from ${properties}
  where ${properties.id} = (select id from target)
    and ${properties.landlordId} = ${landlordId} and ${properties.status} = 'active'
),
active as (
  select ${leases.id} as id, ${leases.currency} as currency, ${leases.monthlyRent} as monthly_rent
  from ${leases} where ${leases.propertyId} = (select id from ${p}) and ${leases.status} = 'active'
),
-- Each active lease as computeStanding sees it on today: dueOutstanding, the open amounts of the charges due by
-- today; overdue, a charge past its due date still open of which nothing is allocated.
standing as (
  select a.id, a.currency, a.monthly_rent,
    coalesce(sum(greatest(c.amount - c.allocated, 0)), 0) as due_outstanding,
    coalesce(bool_or(c.due_date < ${today} and c.amount > c.allocated and c.allocated <= 0), false) as overdue
  from active a
  left join lateral (
    select ${charges.amount} as amount, ${charges.dueDate} as due_date,
      coalesce((select sum(${allocations.amount}) from ${allocations}
        where ${allocations.chargeId} = ${charges.id}), 0) as allocated
    from ${charges} where ${charges.leaseId} = a.id and ${charges.dueDate} <= ${today}
  ) c on true
  group by a.id, a.currency, a.monthly_rent
),
rent as (
  select currency, sum(monthly_rent) as expected, sum(due_outstanding) as outstanding,
    count(*) filter (where overdue) as overdue
  from standing group by currency
),
received as (
  select ${payments.currency} as currency, sum(${incomeOfPayment}) as amount from ${payments}
  where ${payments.propertyId} = (select id from ${p}) and ${payments.status} = 'succeeded'
    and ${payments.settledAt} >= ${monthFrom} and ${payments.settledAt} < ${monthTo}
  group by ${payments.currency}
)
select (select id from target) as requested_id, (select json_build_object(
  'property', json_build_object(
    'id', ${pid}, 'name', ${p}.name, 'location', ${p}.location, 'description', ${p}.description,
    'propertyType', ${p}.property_type, 'amenities', ${p}.amenities, 'imageUrl', ${p}.image_url,
    'listed', ${p}.listed, 'createdAt', ${epochMs(sql`${p}.created_at`)},
    'updatedAt', ${epochMs(sql`${p}.updated_at`)}),
  'photos', coalesce((select json_agg(json_build_object('id', ${propertyPhotos.id},
      'propertyId', ${propertyPhotos.propertyId}, 'width', ${propertyPhotos.width},
      'height', ${propertyPhotos.height}) order by ${propertyPhotos.position}, ${propertyPhotos.id})
    from ${propertyPhotos} where ${propertyPhotos.propertyId} = ${pid}), ${emptyArray}),
  'unitTypes', coalesce((select json_agg(json_build_object('id', t.id, 'name', t.name,
      'bedrooms', t.bedrooms, 'bathrooms', t.bathrooms, 'sqft', t.sqft, 'rentPrice', t.rent_amount,
      'rentCurrency', t.rent_currency, 'quantity', t.quantity) order by t.id)
    from (select ${unitTypes}.*, (select count(*) from ${units} where ${units.unitTypeId} = ${unitTypes.id})
      as quantity from ${unitTypes} where ${unitTypes.propertyId} = ${pid}) t), ${emptyArray}),
  'payout', (select json_build_object('bankName', ${payoutAccounts.bankName},
      'bankAccountNumber', ${payoutAccounts.bankAccountNumber},
      'bankAccountName', ${payoutAccounts.bankAccountName}, 'bankBranch', ${payoutAccounts.bankBranch},
      'mobileMoneyNumber', ${payoutAccounts.mobileMoneyNumber},
      'mobileMoneyProvider', ${payoutAccounts.mobileMoneyProvider},
      'updatedAt', ${epochMs(payoutAccounts.updatedAt)})
    from ${payoutAccounts} where ${payoutAccounts.propertyId} = ${pid} limit 1),
  'totalUnits', (select count(*) from ${units} where ${units.propertyId} = ${pid}),
  -- A pending or active lease occupies its unit (one per unit by the leases_unit_current_key index).
  'occupiedUnits', (select count(*) from ${leases}
    where ${leases.propertyId} = ${pid} and ${leases.status} <> 'ended'),
  'hasHistory', (exists (select 1 from ${leases} where ${leases.propertyId} = ${pid})
    or exists (select 1 from ${charges} where ${charges.propertyId} = ${pid})
    or exists (select 1 from ${payments} where ${payments.propertyId} = ${pid})),
  'maintenance', (select count(*) from ${maintenanceRequests}
    where ${maintenanceRequests.propertyId} = ${pid} and ${maintenanceRequests.status} in (${activeMaintenance})),
  'applications', (select count(*) from ${rentalApplications}
    where ${rentalApplications.propertyId} = ${pid} and ${rentalApplications.status} = 'pending'),
  -- By landlord and status first: the payments_landlord_status_idx index.
  'paymentsToVerify', (select count(*) from ${payments}
    where ${payments.landlordId} = ${p}.landlord_id and ${payments.status} = 'verifying'
      and ${payments.propertyId} = ${pid}),
  'rent', coalesce((select json_agg(json_build_object('currency', currency, 'expected', expected,
      'outstanding', outstanding, 'overdue', overdue)) from rent), ${emptyArray}),
  'received', coalesce((select json_agg(json_build_object('currency', currency, 'amount', amount))
    from received), ${emptyArray}),
  'activity', coalesce((select json_agg(json_build_object('id', e.id, 'kind', e.kind, 'message', e.message,
      'createdAt', ${epochMs(sql`e.created_at`)}) order by e.created_at desc, e.id desc)
    from (select ${activityLog.id} as id, ${activityLog.kind} as kind, ${activityLog.message} as message,
        ${activityLog.createdAt} as created_at
      from ${activityLog} where ${activityLog.propertyId} = ${pid}
      order by ${activityLog.createdAt} desc, ${activityLog.id} desc limit ${sql.raw(String(params.activityLimit))}) e),
    ${emptyArray})
) from ${p}) as dashboard`;
}

const ACTIVITY_LIMIT = 10;

/** Built once per database and prepared (named) on each pooled connection: PostgreSQL parses it once. */
const prepared = new WeakMap<Db, ReturnType<typeof prepareDashboard>>();

function prepareDashboard(db: Db) {
  const statement = dashboardStatement({
    landlordId: sql`${sql.placeholder("landlordId")}::uuid`,
    propertyId: sql`${sql.placeholder("propertyId")}::int`,
    today: sql`${sql.placeholder("today")}::date`,
    monthFrom: sql`${sql.placeholder("monthFrom")}::timestamptz`,
    monthTo: sql`${sql.placeholder("monthTo")}::timestamptz`,
    activityLimit: ACTIVITY_LIMIT,
  });
  return db
    .select({
      requestedId: sql<number | null>`d.requested_id`,
      dashboard: sql<DashboardJson | null>`d.dashboard`,
    })
    .from(sql`(${statement}) as d`)
    .prepare("landlord_dashboard");
}

/** The dashboard's data of the property asked for (else the selected one), in one round trip. */
export async function dashboardData(db: Db, params: DashboardParams): Promise<DashboardData> {
  let query = prepared.get(db);
  if (!query) {
    query = prepareDashboard(db);
    prepared.set(db, query);
  }
  const [row] = await query.execute({
    landlordId: params.landlordId,
    propertyId: params.propertyId,
    today: params.today,
    monthFrom: params.monthFrom.toISOString(),
    monthTo: params.monthTo.toISOString(),
  });
  return { requestedId: row?.requestedId ?? null, data: row?.dashboard ?? null };
}
