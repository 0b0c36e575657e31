import type { z } from "zod";
import { msg } from "../../../../../common/i18n/message";
import { normalizeUgandanMobile } from "../../../../../common/phone";
import type { leaseCreateInput } from "../../../../../common/schemas/leases";
import type { DbOrTx, Tx } from "../../../db/client";
import { isUniqueViolation } from "../../../db/errors";
import type { AppDeps } from "../../../deps";
import { badRequest, conflict } from "../../../platform/errors";
import { translator } from "../../../platform/i18n";
import { recordActivity } from "../../activity";
import { queueEmail } from "../../outbox";
import { requireOwnedUnit } from "../../properties";
import { refreshChatRooms } from "../../rooms";
import { accountWorld, findUserByEmail, findUserByPhone, sameWorldAs } from "../../users";
import { accountName, currentLeaseOfUnit, insertLease, leaseView, lockTenantAndCheckLease } from "../queries";
import {
  createInvitation,
  leaseMessageAnswer,
  type QueuedLeaseMessage,
  queueInvitation,
} from "./invitations";
import { tenantHasLease, unitOccupied } from "./rules";

type LeaseCreate = z.output<typeof leaseCreateInput>;

/**
 * The email to a tenant whose existing account was linked to a new lease, in their language, queued in the lease's
 * transaction. None from a demo world (the demo is public) or to an account without an email.
 */
async function queueNewLeaseEmail(
  tx: DbOrTx,
  deps: Pick<AppDeps, "mailer">,
  to: { id: string; email: string | null; name: string; locale: string | null },
  lease: { landlord: string; unit: string; property: string },
): Promise<QueuedLeaseMessage> {
  if (!to.email || !deps.mailer.enabled) return { messageId: null, sendsAt: null, link: null };
  const tr = translator(to.locale ?? undefined);
  const queued = await queueEmail(tx, {
    to: to.email,
    userId: to.id,
    purpose: "invitation",
    subject: tr.t("leases.newLeaseEmailSubject", { property: lease.property }),
    text: tr.t("leases.newLeaseEmailBody", { name: to.name, ...lease }),
  });
  return { messageId: queued?.id ?? null, sendsAt: queued?.sendsAt ?? null, link: null };
}

/**
 * A landlord puts a tenant into a vacant unit. An existing tenant account with that email (or phone) is
 * linked at once (lease active); anyone else gets a pending lease and an invitation link by email. Only
 * accounts of the landlord's own world are found: a demo landlord never links a real account nor a real
 * landlord a demo one, and a demo landlord's invitations are never emailed (the demo is public).
 */
/** What a lease that starts at once posts to its ledger, in the lease's transaction (the rent module's, given by the app). */
export type PostFirstCharges = (tx: Tx, leaseId: string) => Promise<void>;

export async function createLease(
  deps: AppDeps,
  landlordId: string,
  input: LeaseCreate,
  postFirstCharges: PostFirstCharges,
) {
  const email = input.email ? input.email.toLowerCase() : null;
  let phone: string | null = null;
  if (input.phone) {
    phone = normalizeUgandanMobile(input.phone);
    if (!phone) {
      const message = msg("leases.phoneInvalid");
      throw badRequest("INVALID_PHONE", message, { phone: message });
    }
  }

  let result: { leaseId: string; linkedExisting: boolean; message: QueuedLeaseMessage };
  let unitNumber = "";
  try {
    result = await deps.db.transaction(async (tx) => {
      const { unit, property } = await requireOwnedUnit(tx, landlordId, input.unitId);
      unitNumber = unit.unitNumber;
      if (await currentLeaseOfUnit(tx, unit.id)) throw unitOccupied(unit.unitNumber);

      const world = await accountWorld(tx, landlordId);
      const among = sameWorldAs(world);
      const match =
        (email ? await findUserByEmail(tx, email, among) : null) ??
        (phone ? await findUserByPhone(tx, phone, among) : null);
      if (match && match.role !== "tenant") {
        throw conflict("NOT_A_TENANT_ACCOUNT", msg("leases.notATenantAccount"));
      }
      if (match && (await lockTenantAndCheckLease(tx, match.id))) throw tenantHasLease();

      const leaseId = await insertLease(tx, {
        propertyId: property.id,
        unitId: unit.id,
        tenantId: match?.id ?? null,
        inviteeName: input.tenantName,
        inviteeEmail: email,
        inviteePhone: phone,
        startDate: input.startDate,
        endDate: input.endDate,
        monthlyRent: input.monthlyRent,
        currency: input.currency,
        deposit: input.deposit,
        status: match ? "active" : "pending",
      });
      // A linked tenant's lease is active at once: its rent charges start now.
      if (match) await postFirstCharges(tx, leaseId);
      const name = match ? `${match.firstName} ${match.lastName}` : input.tenantName;
      await recordActivity(tx, {
        landlordId,
        propertyId: property.id,
        actorId: landlordId,
        kind: "tenant_added",
        message: msg(match ? "leases.activityTenantAdded" : "leases.activityTenantInvited", {
          name,
          unit: unit.unitNumber,
        }),
      });
      // The tenant's message is queued with the lease; a demo world's never goes (the demo is public).
      const fromDemo = world.isDemo;
      const lease = {
        landlord: (await accountName(tx, landlordId)) ?? translator().t("leases.yourLandlord"),
        unit: unit.unitNumber,
        property: property.name,
      };
      if (match) {
        const to = { ...match, email: fromDemo ? null : match.email, name };
        return { leaseId, linkedExisting: true, message: await queueNewLeaseEmail(tx, deps, to, lease) };
      }
      const code = await createInvitation(tx, { leaseId, email, phone });
      const message = await queueInvitation(tx, deps, {
        code,
        email: fromDemo ? null : email,
        phone: fromDemo ? null : phone,
        tenantName: input.tenantName,
        landlordName: lease.landlord,
        propertyName: lease.property,
        unitNumber: lease.unit,
      });
      return { leaseId, linkedExisting: false, message };
    });
  } catch (err) {
    // Two landlords' tabs creating a lease on one unit at once: the partial unique index decides.
    if (isUniqueViolation(err, "leases_unit_current_key")) throw unitOccupied(unitNumber);
    throw err;
  }

  const lease = await leaseView(deps.db, result.leaseId);
  // A linked tenant lives there now: their open sockets join the building's chat room.
  await refreshChatRooms(deps, [lease.tenantId ?? null]);
  const sent = await leaseMessageAnswer(deps, result.message);
  return {
    lease,
    invitation: result.linkedExisting
      ? { linkedExisting: true, delivered: sent.delivered }
      : { linkedExisting: false, ...sent },
  };
}
