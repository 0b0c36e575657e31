import type { z } from "zod";
import { msg } from "../../../../../common/i18n/message";
import { kampalaToday } from "../../../../../common/kampala-calendar";
import type {
  RecurringCharge,
  recurringChargeEnd,
  recurringChargeInput,
  recurringChargeListQuery,
  recurringChargeUpdate,
} from "../../../../../common/schemas/charges";
import type { DbOrTx } from "../../../db/client";
import type { AppDeps } from "../../../deps";
import type { SessionUser } from "../../../platform/auth/session";
import { badRequest, conflict } from "../../../platform/errors";
import { refuseOtherRequest, requestFingerprint } from "../../../platform/http/idempotency";
import { decodeCursor, deliverNotifications, notify, pageOf } from "../../notifications";
import { periodOf } from "../../tenancy";
import { postRecurringCharges } from "../posting";
import {
  chargeByKey,
  chargesOfLandlord,
  findLandlordCharge,
  insertCharge,
  setAmountFrom,
  setChargeFields,
} from "../queries/charges";
import { chargeTargets } from "../queries/posting";
import { changeBoundary } from "../schedule";
import { landlordOf, requireChargeProperty, requireRecurringCharge, requireUnitsOf } from "./access";
import { toDtos } from "./dto";
import { newChargeNotices } from "./notices";

type CreateInput = z.output<typeof recurringChargeInput>;

/** GET: the caller's charges (one property's), a page newest first. */
export async function listRecurringCharges(
  deps: AppDeps,
  caller: SessionUser,
  q: z.output<typeof recurringChargeListQuery>,
) {
  if (q.propertyId !== undefined) await requireChargeProperty(deps.db, caller, q.propertyId);
  const after = q.cursor ? decodeCursor(q.cursor) : undefined;
  const rows = await chargesOfLandlord(deps.db, landlordOf(caller), { ...q, after, limit: q.limit + 1 });
  const { page, nextCursor } = pageOf(rows, q.limit);
  return { items: await toDtos(deps.db, page, kampalaToday()), nextCursor };
}

/** One charge as answered (the caller's: the check was made). */
async function chargeDto(db: DbOrTx, caller: SessionUser, id: string): Promise<RecurringCharge> {
  const row = await findLandlordCharge(db, landlordOf(caller), id);
  const [dto] = row ? await toDtos(db, [row], kampalaToday()) : [];
  if (!dto) throw new Error(`recurring charge ${id} vanished`);
  return dto;
}

/**
 * POST: adds a charge to one of the caller's properties; in the same transaction posts what is due of it up to
 * the next due date to every active lease it applies to and tells their tenants (in the app and by SMS). The key
 * again with the same request answers the charge it made; with another request, 422 IDEMPOTENCY_KEY_REUSED.
 */
export async function createRecurringCharge(
  deps: AppDeps,
  caller: SessionUser,
  input: CreateInput,
  idempotencyKey: string,
): Promise<RecurringCharge> {
  const landlordId = landlordOf(caller);
  const fingerprint = requestFingerprint(["recurring-charge", input]);
  const madeBefore = async () => {
    const earlier = await chargeByKey(deps.db, landlordId, idempotencyKey);
    if (!earlier) return null;
    refuseOtherRequest(earlier.requestFingerprint, fingerprint);
    return chargeDto(deps.db, caller, earlier.id);
  };
  const earlier = await madeBefore();
  if (earlier) return earlier;
  await requireChargeProperty(deps.db, caller, input.propertyId);
  if (input.appliesTo === "units") await requireUnitsOf(deps.db, input.propertyId, input.unitIds);
  const today = kampalaToday();
  try {
    const { id, stored } = await deps.db.transaction(async (tx) => {
      const id = await insertCharge(
        tx,
        {
          landlordId,
          propertyId: input.propertyId,
          name: input.name,
          frequency: input.frequency,
          appliesTo: input.appliesTo,
          firstDueDate: input.firstDueDate,
          endDate: input.endDate,
          createdBy: caller.id,
          idempotencyKey,
          requestFingerprint: fingerprint,
        },
        { effectiveFrom: periodOf(input.firstDueDate), amount: input.amount },
        input.appliesTo === "units" ? input.unitIds : [],
      );
      await postRecurringCharges(tx, { today, chargeIds: [id] });
      const notices = newChargeNotices({ id, ...input }, await chargeTargets(tx, [id]));
      return { id, stored: await notify(tx, deps, notices) };
    });
    await deliverNotifications(deps, stored);
    return chargeDto(deps.db, caller, id);
  } catch (e) {
    // The same key sent twice at once: the other request made it (or the key came with another request).
    const winner = await madeBefore();
    if (winner) return winner;
    throw e;
  }
}

/**
 * PATCH: the name changes at once (posted charges keep the description they were posted with); a new amount or
 * end date applies from the first period not posted yet, after what is due is posted under the charge's lock.
 */
export async function updateRecurringCharge(
  deps: AppDeps,
  caller: SessionUser,
  id: string,
  change: z.output<typeof recurringChargeUpdate>,
): Promise<RecurringCharge> {
  await requireRecurringCharge(deps.db, caller, id);
  await deps.db.transaction(async (tx) => {
    const charge = await requireRecurringCharge(tx, caller, id, true);
    const today = kampalaToday();
    const changesSchedule = change.amount !== undefined || change.endDate !== undefined;
    if (changesSchedule && charge.endDate !== null && charge.endDate < today)
      throw conflict("CHARGE_ENDED", msg("charges.alreadyEnded"));
    if (changesSchedule) await postRecurringCharges(tx, { today, chargeIds: [id] });
    const { lastPosted, from } = changeBoundary(charge, today);
    if (change.endDate !== undefined && change.endDate !== null) checkEnd(charge, change.endDate, lastPosted);
    if (change.amount !== undefined) {
      if (from === null) throw conflict("CHARGE_ENDED", msg("charges.alreadyEnded"));
      await setAmountFrom(tx, id, from, change.amount);
    }
    await setChargeFields(tx, id, { name: change.name, endDate: change.endDate });
  });
  return chargeDto(deps.db, caller, id);
}

/** POST end: no due date after `endDate`, by default the last one posted; what is posted stays. */
export async function endRecurringCharge(
  deps: AppDeps,
  caller: SessionUser,
  id: string,
  body: z.output<typeof recurringChargeEnd>,
): Promise<RecurringCharge> {
  await requireRecurringCharge(deps.db, caller, id);
  await deps.db.transaction(async (tx) => {
    const charge = await requireRecurringCharge(tx, caller, id, true);
    const today = kampalaToday();
    if (charge.endDate !== null && charge.endDate < today) return;
    await postRecurringCharges(tx, { today, chargeIds: [id] });
    const { lastPosted } = changeBoundary(charge, today);
    const endDate = body.endDate ?? lastPosted ?? charge.firstDueDate;
    checkEnd(charge, endDate, lastPosted);
    await setChargeFields(tx, id, { endDate });
  });
  return chargeDto(deps.db, caller, id);
}

/** An end date may not fall before the first due date, nor cut off a due date already posted. */
function checkEnd(charge: { firstDueDate: string }, endDate: string, lastPosted: string | null) {
  if (endDate < charge.firstDueDate)
    throw badRequest("VALIDATION_ERROR", msg("charges.endBeforeFirst"), {
      endDate: msg("charges.endBeforeFirst"),
    });
  if (lastPosted !== null && endDate < lastPosted)
    throw conflict("CHARGE_PERIOD_POSTED", msg("charges.endBeforePosted", { date: lastPosted }));
}
