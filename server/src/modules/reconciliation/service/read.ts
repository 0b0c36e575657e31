import type { z } from "zod";
import { msg } from "../../../../../common/i18n/message";
import {
  type LeaseChoice,
  LINE_STATUSES,
  type LineCounts,
  type StatementSummary,
  type statementLinesQuery,
  type statementLinesResponse,
  type statementListQuery,
  type statementListResponse,
  type statementMappingResponse,
} from "../../../../../common/schemas/reconciliation";
import type { AppDeps } from "../../../deps";
import { notFound } from "../../../platform/errors";
import { decodeCursor, invalidCursor, pageOf } from "../../notifications";
import { leaseChoices, lineCountRows, lineRows, mappingOf, ownStatement, statementRows } from "../queries";
import { parseStatementDate } from "../statement-file";
import { requireBank } from "./import";

type Deps = Pick<AppDeps, "db">;

export const statementNotFound = () => notFound(msg("reconcile.statementNotFound"));

/** Counts of each status per statement (every status present, zero when none). */
async function countsOf(deps: Deps, statementIds: string[]): Promise<Map<string, LineCounts>> {
  const counts = new Map<string, LineCounts>();
  for (const id of statementIds)
    counts.set(id, Object.fromEntries(LINE_STATUSES.map((s) => [s, 0])) as LineCounts);
  for (const r of await lineCountRows(deps.db, statementIds)) counts.get(r.statementId)![r.status] = r.n;
  return counts;
}

const summary = (
  s: { id: string; bank: string; fileName: string; createdAt: Date; creditLines: number; newLines: number },
  counts: LineCounts,
): StatementSummary => ({ ...s, createdAt: s.createdAt.toISOString(), counts });

/** GET /api/landlord/statements: the landlord's uploads, newest first. */
export async function listStatements(
  deps: Deps,
  landlordId: string,
  query: z.output<typeof statementListQuery>,
): Promise<z.infer<typeof statementListResponse>> {
  const rows = await statementRows(
    deps.db,
    landlordId,
    query.cursor ? decodeCursor(query.cursor) : null,
    query.limit + 1,
  );
  const { page, nextCursor } = pageOf(rows, query.limit);
  const counts = await countsOf(
    deps,
    page.map((r) => r.id),
  );
  return {
    items: page.map(({ keysetAt: _, ...r }) => summary(r, counts.get(r.id)!)),
    nextCursor,
  };
}

/** Lines are paged by (value date, id): the cursor is the last line's, as base64url. */
const LINE_CURSOR = /^\d{4}-\d{2}-\d{2}\|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const encodeLineCursor = (line: { valueDate: string; id: string }) =>
  Buffer.from(`${line.valueDate}|${line.id}`).toString("base64url");
function decodeLineCursor(cursor: string) {
  const text = Buffer.from(cursor, "base64url").toString("utf8");
  if (text.length > 60 || !LINE_CURSOR.test(text)) throw invalidCursor();
  const [date, id] = text.split("|") as [string, string];
  if (parseStatementDate(date) !== date) throw invalidCursor(); // 2026-02-31 has the shape but is no day
  return { date, id };
}

/** GET /api/landlord/statements/:id/lines: one of the landlord's statements and a page of its lines. */
export async function statementLinesOf(
  deps: Deps,
  landlordId: string,
  statementId: string,
  query: z.output<typeof statementLinesQuery>,
): Promise<z.infer<typeof statementLinesResponse>> {
  const statement = await ownStatement(deps.db, landlordId, statementId);
  if (!statement) throw statementNotFound();
  const [counts, rows] = await Promise.all([
    countsOf(deps, [statementId]),
    lineRows(deps.db, statementId, {
      ...(query.status ? { status: query.status } : {}),
      ...(query.cursor ? { after: decodeLineCursor(query.cursor) } : {}),
      limit: query.limit + 1,
    }),
  ]);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    statement: summary(statement, counts.get(statementId)!),
    lines: page.map(({ leaseId, tenantName, unitNumber, propertyName, receiptNumber, ...line }) => ({
      ...line,
      lease:
        leaseId && unitNumber !== null && propertyName !== null
          ? { id: leaseId, tenantName, unitNumber, propertyName }
          : null,
      receiptNumber: receiptNumber ?? null,
    })),
    nextCursor: rows.length > query.limit && last ? encodeLineCursor(last) : null,
  };
}

/** GET /api/landlord/statements/mapping?bank=: the columns remembered for the bank's exports. */
export async function rememberedMapping(
  deps: Deps,
  landlordId: string,
  bank: string,
): Promise<z.infer<typeof statementMappingResponse>> {
  return { mapping: await mappingOf(deps.db, landlordId, requireBank(bank)) };
}

/** GET /api/landlord/statements/leases: the tenancies a line can be assigned to. */
export function assignableLeases(deps: Deps, landlordId: string): Promise<LeaseChoice[]> {
  return leaseChoices(deps.db, landlordId);
}
