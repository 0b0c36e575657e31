import { and, desc, eq, gte, lt, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type {
  landlordPaymentRow,
  landlordPaymentsQuery,
  landlordPaymentsResponse,
  paymentHistoryItem,
} from "../../../../common/schemas/rent";
import { leases, payments, receipts, units, users } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { badRequest } from "../../platform/errors";
import { afterCursor, decodeCursor, keysetAt, pageOf } from "../notifications/keyset";
import { requireManagedProperty } from "../properties/access";
import { kampalaMonthRange } from "../rent/dates";

type HistoryItem = z.infer<typeof paymentHistoryItem>;
type LandlordRow = z.infer<typeof landlordPaymentRow>;
type LandlordQuery = z.output<typeof landlordPaymentsQuery>;

const TENANT_HISTORY_LIMIT = 100;

/** GET /api/payments: the tenant's own payments, newest first (at most 100). */
export async function tenantPayments(deps: Pick<AppDeps, "db">, tenantId: string): Promise<HistoryItem[]> {
  const rows = await deps.db
    .select({
      id: payments.id,
      createdAt: payments.createdAt,
      amount: payments.amount,
      currency: payments.currency,
      status: payments.status,
      method: payments.providerLabel,
      description: payments.description,
      reference: payments.reference,
      receiptNumber: receipts.number,
    })
    .from(payments)
    .leftJoin(receipts, eq(receipts.paymentId, payments.id))
    .where(eq(payments.tenantId, tenantId))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(TENANT_HISTORY_LIMIT);
  return rows.map(({ createdAt, status, receiptNumber, ...r }) => ({
    ...r,
    date: createdAt.toISOString(),
    type: "Rent Payment",
    status: status === "succeeded" ? "completed" : status,
    receiptNumber: receiptNumber ?? null,
  }));
}

type Filters = Omit<LandlordQuery, "limit" | "cursor">;

async function landlordPage(
  deps: Pick<AppDeps, "db">,
  landlordId: string,
  propertyId: number,
  filters: Filters,
  cursor: string | undefined,
  limit: number,
) {
  const where: SQL[] = [eq(payments.propertyId, propertyId), eq(payments.landlordId, landlordId)];
  if (filters.status) where.push(eq(payments.status, filters.status));
  if (filters.month) {
    const m = Number(filters.month.slice(5, 7));
    if (m < 1 || m > 12)
      throw badRequest("VALIDATION_ERROR", "Month must look like 2026-11", {
        month: "Month must look like 2026-11",
      });
    const { from, to } = kampalaMonthRange(`${filters.month}-01`);
    where.push(gte(payments.createdAt, from), lt(payments.createdAt, to));
  }
  if (cursor) where.push(afterCursor(payments.createdAt, payments.id, decodeCursor(cursor)));
  const rows = await deps.db
    .select({
      id: payments.id,
      firstName: users.firstName,
      lastName: users.lastName,
      unitNumber: units.unitNumber,
      amount: payments.amount,
      currency: payments.currency,
      platformFee: payments.platformFee,
      method: payments.providerLabel,
      provider: payments.provider,
      status: payments.status,
      createdAt: payments.createdAt,
      reference: payments.reference,
      receiptNumber: receipts.number,
      keysetAt: keysetAt(payments.createdAt),
    })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.tenantId))
    .innerJoin(leases, eq(leases.id, payments.leaseId))
    .innerJoin(units, eq(units.id, leases.unitId))
    .leftJoin(receipts, eq(receipts.paymentId, payments.id))
    .where(and(...where))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(limit + 1);
  const { page, nextCursor } = pageOf(rows, limit);
  const items: LandlordRow[] = page.map(
    ({ firstName, lastName, createdAt, keysetAt: _, receiptNumber, ...r }) => ({
      ...r,
      tenantName: `${firstName} ${lastName}`.trim(),
      date: createdAt.toISOString(),
      receiptNumber: receiptNumber ?? null,
    }),
  );
  return { items, nextCursor };
}

/** GET /api/landlord/payments: one property's payments (default: the selected one), newest first. */
export async function landlordPayments(
  deps: Pick<AppDeps, "db">,
  landlordId: string,
  query: LandlordQuery,
): Promise<z.infer<typeof landlordPaymentsResponse>> {
  const property = await requireManagedProperty(deps.db, landlordId, query.propertyId);
  return landlordPage(deps, landlordId, property.id, query, query.cursor, query.limit);
}

const CSV_PAGE = 500;
const CSV_HEADER = [
  "Date",
  "Reference",
  "Tenant",
  "Unit",
  "Amount",
  "Currency",
  "Platform fee",
  "Method",
  "Provider",
  "Status",
  "Receipt number",
];

/** A CSV field, always quoted; a leading = + - @ is defused so a spreadsheet never runs it as a formula. */
export function csvField(value: string | number | null): string {
  let s = value === null ? "" : String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return `"${s.replace(/"/g, '""')}"`;
}

/** "2026-11-21 16:05" in Kampala. */
function kampalaDateTime(d: Date): string {
  return new Date(d.getTime() + 3 * 3_600_000).toISOString().slice(0, 16).replace("T", " ");
}

const major = (amount: number, currency: string) =>
  currency === "USD" ? (amount / 100).toFixed(2) : String(amount);

/** GET /api/landlord/payments.csv: every row of the same filters (all pages), for a spreadsheet. */
export async function landlordPaymentsCsv(
  deps: Pick<AppDeps, "db">,
  landlordId: string,
  query: Filters & { propertyId?: number },
): Promise<{ csv: string; filename: string }> {
  const property = await requireManagedProperty(deps.db, landlordId, query.propertyId);
  const lines = [CSV_HEADER.map(csvField).join(",")];
  let cursor: string | undefined;
  do {
    const page = await landlordPage(deps, landlordId, property.id, query, cursor, CSV_PAGE);
    for (const r of page.items) {
      lines.push(
        [
          kampalaDateTime(new Date(r.date)),
          r.reference,
          r.tenantName,
          r.unitNumber,
          major(r.amount, r.currency),
          r.currency,
          major(r.platformFee, r.currency),
          r.method,
          r.provider,
          r.status,
          r.receiptNumber,
        ]
          .map(csvField)
          .join(","),
      );
    }
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  const slug =
    property.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "property";
  return {
    csv: `${lines.join("\r\n")}\r\n`,
    filename: `payments-${slug}${query.month ? `-${query.month}` : ""}.csv`,
  };
}
