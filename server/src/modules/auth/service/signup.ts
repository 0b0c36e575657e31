import { UNIT_TYPE_PREFERENCE_BEDROOMS } from "../../../../../common/constants";
import { msg } from "../../../../../common/i18n/message";
import { kampalaToday } from "../../../../../common/kampala-calendar";
import { normalizePhone } from "../../../../../common/phone";
import type { LandlordRegisterBody, TenantRegisterBody } from "../../../../../common/schemas/auth";
import type { DbOrTx } from "../../../db/client";
import type { AppDeps } from "../../../deps";
import { hashPassword } from "../../../platform/auth/passwords";
import { sha256 } from "../../../platform/auth/tokens";
import { badRequest, conflict, forbidden } from "../../../platform/errors";
import { recordActivity } from "../../activity";
import { linkInvitationsOnSignup } from "../../leases";
import { audienceOf } from "../../listings";
import { type Audience, findListedProperty } from "../../properties";
import { startLeaseCharges } from "../../rent";
import {
  findUserByEmail,
  findUserByPhone,
  insertLandlordProfile,
  insertUser,
  outsideDemoWorlds,
} from "../../users";
import { insertRentalApplication } from "../queries/registration";
import { markSignupTicketUsed, type SignupTicketRow, updateSignupTicket } from "../queries/signup-tickets";
import { noSignupTicket, requireSignupTicket } from "./signup-tickets";

type TenantInput = Omit<TenantRegisterBody, "rentCurrency"> & { rentCurrency: "UGX" | "USD" };
type LandlordInput = Omit<LandlordRegisterBody, "rentCurrency"> & { rentCurrency: "UGX" | "USD" };

export async function setSignupPassword(deps: AppDeps, token: string | undefined, password: string) {
  const ticket = await requireSignupTicket(deps.db, token);
  await updateSignupTicket(deps.db, ticket.tokenHash, { passwordHash: await hashPassword(password) });
}

export async function register(deps: AppDeps, token: string | undefined, body: TenantInput | LandlordInput) {
  const ticket = await requireSignupTicket(deps.db, token);
  if (ticket.role !== body.role) {
    throw forbidden(
      msg(ticket.role === "tenant" ? "signup.ticketForTenant" : "signup.ticketForLandlord"),
      "WRONG_ROLE",
    );
  }
  if (body.email && body.email.toLowerCase() !== ticket.contact) {
    throw badRequest("EMAIL_MISMATCH", msg("signup.emailMismatch"), { email: msg("signup.emailMismatch") });
  }
  const passwordHash = body.password ? await hashPassword(body.password) : ticket.passwordHash;
  if (!passwordHash) throw badRequest("PASSWORD_REQUIRED", msg("signup.passwordFirst"));
  // A phone sign-up's account has the verified number and no email (one can be added, with a code, later).
  const byPhone = ticket.contactMethod === "phone";
  const email = byPhone ? null : ticket.contact;
  const phone = byPhone ? ticket.contact : normalizePhone(body.phoneNumber);

  return deps.db.transaction(async (tx) => {
    // Marking the ticket used first makes a replayed or concurrent registration fail here.
    if (!(await markSignupTicketUsed(tx, sha256(token!)))) throw noSignupTicket();
    if (email && (await findUserByEmail(tx, email, outsideDemoWorlds))) {
      throw conflict("EMAIL_TAKEN", msg("signup.emailTaken"));
    }
    if (phone && (await findUserByPhone(tx, phone, outsideDemoWorlds))) {
      throw conflict("PHONE_TAKEN", msg("signup.phoneTaken"));
    }
    const account = {
      role: body.role,
      email,
      phone,
      passwordHash,
      firstName: body.firstName,
      lastName: body.lastName,
      rentCurrency: body.rentCurrency,
    };
    const userId =
      body.role === "tenant"
        ? await registerTenant(tx, audienceOf(deps), ticket, account, body)
        : await registerLandlord(tx, account, body);
    return { userId };
  });
}

type Account = Parameters<typeof insertUser>[1];

/**
 * The property a new tenant applies to, by its id: only one listed on the public search for this audience (so
 * never a demo world's copy, an unlisted or archived property, or one that does not exist), else a 400 under the
 * field. Null when none was chosen.
 */
async function propertyOfInterest(tx: DbOrTx, audience: Audience, id: number | null | undefined) {
  if (id == null) return null;
  const property = await findListedProperty(tx, audience, id);
  if (!property) {
    const message = msg("signup.propertyNotListed");
    throw badRequest("PROPERTY_NOT_LISTED", message, { propertyOfInterest: message });
  }
  return property;
}

async function registerTenant(
  tx: DbOrTx,
  audience: Audience,
  ticket: SignupTicketRow,
  account: Account,
  body: TenantInput,
) {
  const property = await propertyOfInterest(tx, audience, body.propertyOfInterest);
  const userId = await insertUser(tx, {
    ...account,
    dateOfBirth: body.dateOfBirth,
    nationalId: body.nationalId,
    emergencyContactName: body.emergencyContactName,
    emergencyContactPhone: body.emergencyContactPhone,
    occupation: body.occupation,
    monthlyIncome: body.monthlyIncome,
  });
  const tenantName = `${body.firstName} ${body.lastName}`;
  // A landlord's invitation (to this email, or whose code came through verification) links the lease.
  const linkedLeaseId = await linkInvitationsOnSignup(tx, {
    tenantId: userId,
    tenantName,
    email: account.email ?? null,
    phone: account.phone ?? null,
    inviteTokenHash: ticket.inviteTokenHash,
  });
  // An invited tenant already has their unit (the lease is active now, so its rent charges start):
  // no application to another property is made for them.
  if (linkedLeaseId) {
    await startLeaseCharges(tx, { leaseId: linkedLeaseId, today: kampalaToday() });
    return userId;
  }
  // The schema asks the unit type and move-in date whenever a property is chosen.
  if (property && body.unitType && body.moveInDate) {
    await insertRentalApplication(tx, {
      tenantId: userId,
      propertyId: property.id,
      unitType: body.unitType,
      moveInDate: body.moveInDate,
    });
    await recordActivity(tx, {
      landlordId: property.landlordId,
      propertyId: property.id,
      actorId: userId,
      kind: "application_received",
      message: msg("signup.activityApplied", {
        tenant: tenantName,
        property: property.name,
        bedrooms: UNIT_TYPE_PREFERENCE_BEDROOMS[body.unitType],
      }),
    });
  }
  return userId;
}

async function registerLandlord(tx: DbOrTx, account: Account, body: LandlordInput) {
  const userId = await insertUser(tx, account);
  const company = body.accountType === "company";
  await insertLandlordProfile(tx, {
    userId,
    accountType: body.accountType,
    companyName: company ? body.companyName || null : null,
    companyRegNumber: company ? body.companyRegNumber || null : null,
    companyAddress: company ? body.companyAddress || null : null,
    businessLicenseNumber: company ? body.businessLicenseNumber || null : null,
  });
  return userId;
}
