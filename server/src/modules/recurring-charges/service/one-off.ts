import type { z } from "zod";
import { literal } from "../../../../../common/i18n/message";
import type {
  OneOffCharge,
  oneOffChargeInput,
  oneOffChargeListQuery,
} from "../../../../../common/schemas/charges";
import type { AppDeps } from "../../../deps";
import type { SessionUser } from "../../../platform/auth/session";
import { refuseOtherRequest, requestFingerprint } from "../../../platform/http/idempotency";
import { decodeCursor, deliverNotifications, notify, pageOf } from "../../notifications";
import { lockLease, postCharges, sourceKey } from "../../tenancy";
import { chargeableLeasesOf } from "../queries/charges";
import { insertOneOff, oneOffByKey, oneOffsOfLandlord } from "../queries/one-off";
import { landlordOf, requireChargeableLease, requireChargeProperty } from "./access";
import { oneOffNotices } from "./notices";

type Row = Awaited<ReturnType<typeof oneOffsOfLandlord>>[number];
const toDto = ({ keysetAt: _, createdAt, ...r }: Row): OneOffCharge => ({
  ...r,
  createdAt: createdAt.toISOString(),
});

/** GET: one-off charges of one of the caller's properties, or of one tenancy of theirs, a page newest first. */
export async function listOneOffCharges(
  deps: AppDeps,
  caller: SessionUser,
  q: z.output<typeof oneOffChargeListQuery>,
) {
  if (q.leaseId !== undefined) {
    const lease = await requireChargeableLease(deps.db, caller, q.leaseId);
    if (q.propertyId !== undefined && q.propertyId !== lease.propertyId)
      return { items: [], nextCursor: null };
  } else if (q.propertyId !== undefined) await requireChargeProperty(deps.db, caller, q.propertyId);
  const after = q.cursor ? decodeCursor(q.cursor) : undefined;
  const rows = await oneOffsOfLandlord(deps.db, landlordOf(caller), { ...q, after, limit: q.limit + 1 });
  const { page, nextCursor } = pageOf(rows, q.limit);
  return { items: page.map(toDto), nextCursor };
}

/** GET: the active tenancies of one of the caller's properties, for 'Charge Tenant'. */
export async function chargeableLeases(deps: AppDeps, caller: SessionUser, propertyId: number) {
  await requireChargeProperty(deps.db, caller, propertyId);
  const rows = await chargeableLeasesOf(deps.db, landlordOf(caller), { propertyId });
  return { items: rows.map(({ leaseId, unitNumber, tenantName }) => ({ leaseId, unitNumber, tenantName })) };
}

/**
 * POST 'Charge Tenant': one charge (kind one_off, source key one_off:<key>) to an active tenancy of the caller's,
 * due on the day given, with its reason as its description; the tenant is told in the same transaction. The key
 * again with the same request answers the charge it made; with another request, 422 IDEMPOTENCY_KEY_REUSED.
 */
export async function createOneOffCharge(
  deps: AppDeps,
  caller: SessionUser,
  input: z.output<typeof oneOffChargeInput>,
  idempotencyKey: string,
): Promise<OneOffCharge> {
  const landlordId = landlordOf(caller);
  const fingerprint = requestFingerprint(["one-off-charge", input]);
  const madeBefore = async () => {
    const earlier = await oneOffByKey(deps.db, landlordId, idempotencyKey);
    if (!earlier) return null;
    refuseOtherRequest(earlier.requestFingerprint, fingerprint);
    const [row] = await oneOffsOfLandlord(deps.db, landlordId, { id: earlier.id, limit: 1 });
    return row ? toDto(row) : null;
  };
  const earlier = await madeBefore();
  if (earlier) return earlier;
  await requireChargeableLease(deps.db, caller, input.leaseId);
  try {
    const { id, stored } = await deps.db.transaction(async (tx) => {
      await lockLease(tx, input.leaseId);
      // Under the lease's lock: it is still active and still the caller's.
      const lease = await requireChargeableLease(tx, caller, input.leaseId);
      const [charge] = await postCharges(tx, [
        {
          leaseId: lease.leaseId,
          propertyId: lease.propertyId,
          kind: "one_off",
          sourceKey: sourceKey.oneOff(idempotencyKey),
          period: null,
          description: literal(input.reason),
          amount: input.amount,
          currency: "UGX",
          dueDate: input.dueDate,
        },
      ]);
      // Posted already under this key (the same request at once): the catch below answers that one.
      if (!charge) throw new Error(`one-off charge ${idempotencyKey} posted by another request`);
      const id = await insertOneOff(tx, {
        landlordId,
        propertyId: lease.propertyId,
        leaseId: lease.leaseId,
        chargeId: charge.id,
        reason: input.reason,
        createdBy: caller.id,
        idempotencyKey,
        requestFingerprint: fingerprint,
      });
      return { id, stored: await notify(tx, deps, oneOffNotices({ id, ...input }, lease)) };
    });
    await deliverNotifications(deps, stored);
    const [row] = await oneOffsOfLandlord(deps.db, landlordId, { id, limit: 1 });
    return toDto(row!);
  } catch (e) {
    // The same key sent twice at once: the other request made it (or the key came with another request).
    const winner = await madeBefore();
    if (winner) return winner;
    throw e;
  }
}
