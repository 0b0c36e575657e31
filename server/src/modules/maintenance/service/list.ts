import type { z } from "zod";
import type { maintenanceListQuery } from "../../../../../common/schemas/maintenance";
import type { AppDeps } from "../../../deps";
import type { SessionUser } from "../../../platform/auth/session";
import type { Translator } from "../../../platform/i18n";
import { invalidCursor } from "../../notifications";
import { selectedPropertyId } from "../../properties";
import { type ListKeyset, listVisibleRequests, PRIORITY_RANK } from "../queries";
import { toDto } from "./dto";

type ListQuery = z.output<typeof maintenanceListQuery>;

const AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function encodeCursor(parts: (string | number)[]) {
  return Buffer.from(parts.join("|")).toString("base64url");
}

/** The landlord board's cursor carries the priority rank too: rank|at|id; the tenant's at|id. */
function decodeCursor(cursor: string, withRank: boolean): ListKeyset {
  const parts = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  const [rank, at, id] = withRank ? parts : ["0", ...parts];
  const n = Number(rank);
  if (
    parts.length !== (withRank ? 3 : 2) ||
    !at ||
    !id ||
    !AT.test(at) ||
    !UUID.test(id) ||
    !(n >= 0 && n <= 3)
  )
    throw invalidCursor();
  return { rank: n, at, id };
}

/**
 * A tenant's own requests, newest first; or a landlord's board for one property (the chosen one by default):
 * urgent first, then the oldest first. Both are keyset-paginated.
 */
export async function listRequests(deps: AppDeps, viewer: SessionUser, q: ListQuery, tr: Translator) {
  const landlord = viewer.role === "landlord";
  const propertyId = landlord ? (q.propertyId ?? (await selectedPropertyId(deps.db, viewer.id))) : undefined;
  const after = q.cursor ? decodeCursor(q.cursor, landlord) : undefined;
  const rows = await listVisibleRequests(
    deps.db,
    viewer,
    { status: q.status, priority: q.priority, unitId: q.unitId, propertyId: propertyId ?? undefined },
    after,
    q.limit + 1,
  );
  const page = rows.slice(0, q.limit);
  const last = page[page.length - 1];
  const nextCursor =
    rows.length > q.limit && last
      ? encodeCursor(
          landlord ? [PRIORITY_RANK[last.r.priority], last.keysetAt, last.r.id] : [last.keysetAt, last.r.id],
        )
      : null;
  return { items: page.map((s) => toDto(s, tr)), nextCursor };
}
