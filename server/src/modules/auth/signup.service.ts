import { and, asc, eq, isNull } from "drizzle-orm";
import { PROPERTY_SLUG_LABELS, UNIT_TYPE_PREFERENCE_LABELS } from "../../../../common/constants";
import { normalizePhone } from "../../../../common/phone";
import type { LandlordRegisterBody, TenantRegisterBody } from "../../../../common/schemas/auth";
import { landlordProfiles, properties, rentalApplications, signupTickets, users } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { hashPassword } from "../../platform/auth/passwords";
import { sha256 } from "../../platform/auth/tokens";
import { badRequest, conflict, forbidden, unauthorized } from "../../platform/errors";
import { recordActivity } from "../activity/record";
import { linkInvitationsOnSignup } from "../leases/service/invitations";
import { kampalaToday } from "../rent/dates";
import { generateRentCharges } from "../rent/ledger";
import { findUserByEmail, findUserByPhone, outsideDemoWorlds } from "../users/queries";
import { NO_TICKET_MESSAGE, requireSignupTicket } from "./signup-tickets";

type TenantInput = Omit<TenantRegisterBody, "rentCurrency"> & { rentCurrency: "UGX" | "USD" };
type LandlordInput = Omit<LandlordRegisterBody, "rentCurrency"> & { rentCurrency: "UGX" | "USD" };

export async function setSignupPassword(deps: AppDeps, token: string | undefined, password: string) {
  const ticket = await requireSignupTicket(deps.db, token);
  const passwordHash = await hashPassword(password);
  await deps.db
    .update(signupTickets)
    .set({ passwordHash })
    .where(eq(signupTickets.tokenHash, ticket.tokenHash));
}

export async function register(deps: AppDeps, token: string | undefined, body: TenantInput | LandlordInput) {
  const ticket = await requireSignupTicket(deps.db, token);
  if (ticket.role !== body.role) {
    throw forbidden(
      ticket.role === "tenant"
        ? "This sign-up was verified for a tenant account. Please start over on the landlord sign-up."
        : "This sign-up was verified for a landlord account. Please start over on the tenant sign-up.",
      "WRONG_ROLE",
    );
  }
  if (body.email && body.email.toLowerCase() !== ticket.contact) {
    throw badRequest("EMAIL_MISMATCH", "The email must be the one you verified.", {
      email: "The email must be the one you verified.",
    });
  }
  const passwordHash = body.password ? await hashPassword(body.password) : ticket.passwordHash;
  if (!passwordHash) throw badRequest("PASSWORD_REQUIRED", "Please set your password first.");
  const phone = normalizePhone(body.phoneNumber);

  return deps.db.transaction(async (tx) => {
    // Marking the ticket used first makes a replayed or concurrent registration fail here.
    const used = await tx
      .update(signupTickets)
      .set({ usedAt: new Date() })
      .where(and(eq(signupTickets.tokenHash, sha256(token!)), isNull(signupTickets.usedAt)))
      .returning({ tokenHash: signupTickets.tokenHash });
    if (used.length === 0) throw unauthorized(NO_TICKET_MESSAGE, "NO_SIGNUP_TICKET");
    if (await findUserByEmail(tx, ticket.contact, outsideDemoWorlds)) {
      throw conflict("EMAIL_TAKEN", "An account with this email already exists. Please sign in instead.");
    }
    if (phone && (await findUserByPhone(tx, phone, outsideDemoWorlds))) {
      throw conflict(
        "PHONE_TAKEN",
        "An account with this phone number already exists. Please sign in instead.",
      );
    }
    const common = {
      role: body.role,
      email: ticket.contact,
      phone,
      passwordHash,
      firstName: body.firstName,
      lastName: body.lastName,
      rentCurrency: body.rentCurrency,
    };
    if (body.role === "tenant") {
      const [user] = await tx
        .insert(users)
        .values({
          ...common,
          dateOfBirth: body.dateOfBirth,
          nationalId: body.nationalId,
          emergencyContactName: body.emergencyContactName,
          emergencyContactPhone: body.emergencyContactPhone,
          occupation: body.occupation,
          monthlyIncome: body.monthlyIncome,
        })
        .returning({ id: users.id });
      const tenantName = `${body.firstName} ${body.lastName}`;
      // A landlord's invitation (to this email, or whose code came through verification) links the lease.
      const linkedLeaseId = await linkInvitationsOnSignup(tx, {
        tenantId: user!.id,
        tenantName,
        email: ticket.contact,
        inviteTokenHash: ticket.inviteTokenHash,
      });
      // An invited tenant already has their unit (the lease is active now, so its rent charges start):
      // no application to another property is made for them.
      if (linkedLeaseId) {
        await generateRentCharges(tx, { leaseId: linkedLeaseId, today: kampalaToday() });
        return { userId: user!.id };
      }
      // Never a demo world's copy of the property: the template's (or a real one of that name).
      const [property] = await tx
        .select({ id: properties.id, name: properties.name, landlordId: properties.landlordId })
        .from(properties)
        .innerJoin(users, and(eq(users.id, properties.landlordId), outsideDemoWorlds))
        .where(
          and(
            eq(properties.name, PROPERTY_SLUG_LABELS[body.propertyOfInterest]),
            eq(properties.status, "active"),
          ),
        )
        .orderBy(asc(properties.id))
        .limit(1);
      if (property) {
        await tx.insert(rentalApplications).values({
          tenantId: user!.id,
          propertyId: property.id,
          unitType: body.unitType,
          moveInDate: body.moveInDate,
        });
        await recordActivity(tx, {
          landlordId: property.landlordId,
          propertyId: property.id,
          actorId: user!.id,
          kind: "application_received",
          message: `${tenantName} applied for ${property.name} (${UNIT_TYPE_PREFERENCE_LABELS[body.unitType]})`,
        });
      }
      return { userId: user!.id };
    }
    const [user] = await tx.insert(users).values(common).returning({ id: users.id });
    const company = body.accountType === "company";
    await tx.insert(landlordProfiles).values({
      userId: user!.id,
      accountType: body.accountType,
      companyName: company ? body.companyName || null : null,
      companyRegNumber: company ? body.companyRegNumber || null : null,
      companyAddress: company ? body.companyAddress || null : null,
      businessLicenseNumber: company ? body.businessLicenseNumber || null : null,
    });
    return { userId: user!.id };
  });
}
