import { and, eq, isNull, ne } from "drizzle-orm";
import type { z } from "zod";
import type { UnitReadiness } from "../../../../common/constants";
import { normalizeUgandanMobile } from "../../../../common/phone";
import type { leaseCreateInput } from "../../../../common/schemas/leases";
import { invitations, leases, properties, units, users } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { badRequest, conflict, notFound } from "../../platform/errors";
import { recordActivity } from "../activity/record";
import { requireOwnedUnit } from "../properties/access";
import { kampalaToday } from "../rent/dates";
import { generateRentCharges } from "../rent/ledger";
import { accountWorld, findUserByEmail, findUserByPhone, sameWorldAs } from "../users/queries";
import { createInvitation, sendInvitation } from "./invitations.service";
import {
  assertRealDates,
  currentLeaseOfUnit,
  isUniqueViolation,
  leaseView,
  lockTenantAndCheckLease,
  tenantHasLease,
  tenantNameSql,
  unitOccupied,
} from "./queries";

type LeaseCreate = z.output<typeof leaseCreateInput>;

export const LEASE_NOT_FOUND = "Lease not found.";
const PHONE_MESSAGE = "Enter a Ugandan mobile number, e.g. 0772 123 456 or +256 772 123 456";

async function landlordName(deps: AppDeps, landlordId: string): Promise<string> {
  const [u] = await deps.db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, landlordId))
    .limit(1);
  return u ? `${u.firstName} ${u.lastName}` : "Your landlord";
}

/**
 * A landlord puts a tenant into a vacant unit. An existing tenant account with that email (or phone) is
 * linked at once (lease active); anyone else gets a pending lease and an invitation link by email. Only
 * accounts of the landlord's own world are found: a demo landlord never links a real account nor a real
 * landlord a demo one, and a demo landlord's invitations are never emailed (the demo is public).
 */
export async function createLease(deps: AppDeps, landlordId: string, input: LeaseCreate) {
  const email = input.email ? input.email.toLowerCase() : null;
  let phone: string | null = null;
  if (input.phone) {
    phone = normalizeUgandanMobile(input.phone);
    if (!phone) throw badRequest("INVALID_PHONE", PHONE_MESSAGE, { phone: PHONE_MESSAGE });
  }
  assertRealDates({ startDate: input.startDate, endDate: input.endDate });

  let result: {
    leaseId: string;
    code: string | null;
    existing: { email: string | null; name: string } | null;
    fromDemo: boolean;
  };
  let unitNumber = "";
  let propertyName = "";
  try {
    result = await deps.db.transaction(async (tx) => {
      const { unit, property } = await requireOwnedUnit(tx, landlordId, input.unitId);
      unitNumber = unit.unitNumber;
      propertyName = property.name;
      if (await currentLeaseOfUnit(tx, unit.id)) throw unitOccupied(unit.unitNumber);

      const world = await accountWorld(tx, landlordId);
      const among = sameWorldAs(world);
      const match =
        (email ? await findUserByEmail(tx, email, among) : null) ??
        (phone ? await findUserByPhone(tx, phone, among) : null);
      if (match && match.role !== "tenant") {
        throw conflict(
          "NOT_A_TENANT_ACCOUNT",
          "This email or phone number belongs to a landlord account. Please use the tenant's own contact.",
        );
      }
      if (match && (await lockTenantAndCheckLease(tx, match.id))) throw tenantHasLease();

      const [lease] = await tx
        .insert(leases)
        .values({
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
        })
        .returning({ id: leases.id });
      // A linked tenant's lease is active at once: its rent charges start now.
      if (match) await generateRentCharges(tx, { leaseId: lease!.id, today: kampalaToday() });
      const name = match ? `${match.firstName} ${match.lastName}` : input.tenantName;
      await recordActivity(tx, {
        landlordId,
        propertyId: property.id,
        actorId: landlordId,
        kind: "tenant_added",
        message: `${name} ${match ? "added" : "invited"} as tenant of unit ${unit.unitNumber}`,
      });
      const fromDemo = world.isDemo;
      if (match) return { leaseId: lease!.id, code: null, existing: { email: match.email, name }, fromDemo };
      const code = await createInvitation(tx, { leaseId: lease!.id, email, phone });
      return { leaseId: lease!.id, code, existing: null, fromDemo };
    });
  } catch (err) {
    // Two landlords' tabs creating a lease on one unit at once: the partial unique index decides.
    if (isUniqueViolation(err, "leases_unit_current_key")) throw unitOccupied(unitNumber);
    throw err;
  }

  const lease = await leaseView(deps.db, result.leaseId);
  const from = await landlordName(deps, landlordId);
  if (result.existing) {
    const delivered =
      result.existing.email && !result.fromDemo
        ? await deps.mailer.send({
            to: result.existing.email,
            subject: `You have a new lease at ${propertyName} on Nyumba`,
            text: `Hello ${result.existing.name},\n\n${from} has added your lease for unit ${unitNumber} at ${propertyName}. Sign in to Nyumba to see it.`,
          })
        : false;
    return { lease, invitation: { linkedExisting: true, delivered } };
  }
  const sent = await sendInvitation(deps, {
    code: result.code!,
    email: result.fromDemo ? null : email,
    tenantName: input.tenantName,
    landlordName: from,
    propertyName,
    unitNumber,
  });
  return { lease, invitation: { linkedExisting: false, ...sent } };
}

/** Ends the landlord's pending or active lease: the unit is free again, the lease row stays as history. */
export async function endLease(deps: AppDeps, landlordId: string, leaseId: string, readiness: UnitReadiness) {
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        id: leases.id,
        status: leases.status,
        unitId: leases.unitId,
        propertyId: leases.propertyId,
        unitNumber: units.unitNumber,
        tenantName: tenantNameSql,
      })
      .from(leases)
      .innerJoin(properties, eq(properties.id, leases.propertyId))
      .innerJoin(units, eq(units.id, leases.unitId))
      .leftJoin(users, eq(users.id, leases.tenantId))
      .where(
        and(eq(leases.id, leaseId), eq(properties.landlordId, landlordId), eq(properties.status, "active")),
      )
      .limit(1);
    if (!row) throw notFound(LEASE_NOT_FOUND);
    const now = new Date();
    const ended = await tx
      .update(leases)
      .set({ status: "ended", endedAt: now })
      .where(and(eq(leases.id, row.id), ne(leases.status, "ended")))
      .returning({ id: leases.id });
    if (ended.length === 0) throw conflict("LEASE_ENDED", "This lease has already ended.");
    await tx.update(units).set({ readiness }).where(eq(units.id, row.unitId));
    // An invitation into an ended lease must not link anyone any more.
    await tx
      .update(invitations)
      .set({ expiresAt: now })
      .where(and(eq(invitations.leaseId, row.id), isNull(invitations.acceptedAt)));
    await recordActivity(tx, {
      landlordId,
      propertyId: row.propertyId,
      actorId: landlordId,
      kind: "lease_ended",
      message: `Lease of ${row.tenantName || "the tenant"} in unit ${row.unitNumber} ended`,
    });
  });
  return leaseView(deps.db, leaseId);
}
