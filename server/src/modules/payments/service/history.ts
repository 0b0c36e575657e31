import type { z } from "zod";
import type { MessageKey } from "../../../../../common/i18n/keys";
import { msg } from "../../../../../common/i18n/message";
import { kampalaMonthRange, kampalaWallClock } from "../../../../../common/kampala-calendar";
import { PAYMENT_METHOD_LABELS } from "../../../../../common/payment-methods";
import type {
  landlordPaymentRow,
  landlordPaymentsQuery,
  landlordPaymentsResponse,
  paymentHistoryItem,
} from "../../../../../common/schemas/rent";
import type { AppDeps } from "../../../deps";
import { badRequest } from "../../../platform/errors";
import type { Translator } from "../../../platform/i18n";
import { decodeCursor, pageOf } from "../../notifications";
import { requireManagedProperty } from "../../properties";
import { landlordPaymentRows, tenantPaymentRows } from "../queries";

type HistoryItem = z.infer<typeof paymentHistoryItem>;
type LandlordRow = z.infer<typeof landlordPaymentRow>;
type LandlordQuery = z.output<typeof landlordPaymentsQuery>;

const TENANT_HISTORY_LIMIT = 100;

/** GET /api/payments: the tenant's own payments, newest first (at most 100). */
export async function tenantPayments(
  deps: Pick<AppDeps, "db">,
  tenantId: string,
  tr: Translator,
): Promise<HistoryItem[]> {
  const rows = await tenantPaymentRows(deps.db, tenantId, TENANT_HISTORY_LIMIT);
  const type = tr.t("payments.historyType");
  return rows.map(({ createdAt, status, receiptNumber, note, ...r }) => ({
    ...r,
    note: note ?? null,
    date: createdAt.toISOString(),
    type,
    status: status === "succeeded" ? "completed" : status,
    receiptNumber: receiptNumber ?? null,
  }));
}

type Filters = Omit<LandlordQuery, "limit" | "cursor">;

/** 'YYYY-MM' as the Kampala month's range; the schema checks the shape, this the month. */
function monthRange(month: string) {
  const m = Number(month.slice(5, 7));
  if (m < 1 || m > 12) {
    const message = msg("payments.monthFormat");
    throw badRequest("VALIDATION_ERROR", message, { month: message });
  }
  return kampalaMonthRange(`${month}-01`);
}

async function landlordPage(
  deps: Pick<AppDeps, "db">,
  landlordId: string,
  propertyId: number,
  filters: Filters,
  cursor: string | undefined,
  limit: number,
) {
  const rows = await landlordPaymentRows(
    deps.db,
    {
      landlordId,
      propertyId,
      ...(filters.status ? { status: filters.status } : {}),
      ...(filters.month ? { created: monthRange(filters.month) } : {}),
      ...(cursor ? { after: decodeCursor(cursor) } : {}),
    },
    limit + 1,
  );
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
const CSV_HEADER: MessageKey[] = [
  "payments.csvDate",
  "payments.csvReference",
  "payments.csvTenant",
  "payments.csvUnit",
  "payments.csvAmount",
  "payments.csvCurrency",
  "payments.csvPlatformFee",
  "payments.csvMethod",
  "payments.csvProvider",
  "payments.csvStatus",
  "payments.csvReceiptNumber",
  "payments.csvNetwork",
  "payments.recordReceivedBy",
];

/** A CSV field, always quoted; a leading = + - @ is defused so a spreadsheet never runs it as a formula. */
export function csvField(value: string | number | null): string {
  let s = value === null ? "" : String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return `"${s.replace(/"/g, '""')}"`;
}

/** "2026-11-21 16:05" in Kampala. */
function kampalaDateTime(d: Date): string {
  return kampalaWallClock(d).toISOString().slice(0, 16).replace("T", " ");
}

const major = (amount: number, currency: string) =>
  currency === "USD" ? (amount / 100).toFixed(2) : String(amount);

/**
 * GET /api/landlord/payments.csv: every row of the same filters (all pages), for a spreadsheet; the method in the
 * reader's words, the mobile money network and who received a recorded payment in columns of their own.
 */
export async function landlordPaymentsCsv(
  deps: Pick<AppDeps, "db">,
  landlordId: string,
  query: Filters & { propertyId?: number },
  tr: Translator,
): Promise<{ csv: string; filename: string }> {
  const property = await requireManagedProperty(deps.db, landlordId, query.propertyId);
  const lines = [CSV_HEADER.map((key) => csvField(tr.t(key))).join(",")];
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
          tr.t(PAYMENT_METHOD_LABELS[r.paymentMethod]),
          r.provider,
          r.status,
          r.receiptNumber,
          // The mobile money network the tenant chose (other methods store their own name there).
          r.paymentMethod === "mobile_money" ? r.method : null,
          r.receivedBy,
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
