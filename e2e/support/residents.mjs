// A small world of real accounts for journeys that need two residents of one property (a demo world has one
// tenant account, decision 0013): a landlord with a property, tenants signed up through the API and given a lease
// by the landlord (POST /api/landlord/leases with the tenant's email links the existing account at once: an
// active lease). Each person signs in in their own browser context, as people on their own phones would.
import assert from "node:assert/strict";
import { PASSWORD, signUpViaApi, uniqueEmail } from "./auth.mjs";
import { BASE_URL } from "./browser.mjs";
import { dayFromToday } from "./dates.mjs";
import { signedInLandlordWithProperty } from "./landlord.mjs";

const origin = { origin: new URL(BASE_URL).origin };

export async function apiPost(context, path, data, expected) {
  const res = await context.request.post(path, { data, headers: origin });
  const body = await res.json().catch(() => ({}));
  assert.equal(res.status(), expected, `POST ${path} answered ${res.status()}: ${JSON.stringify(body)}`);
  return body;
}

export async function apiGet(context, path) {
  const res = await context.request.get(path);
  assert.equal(res.status(), 200, `GET ${path} answered ${res.status()}`);
  return res.json();
}

/** A tenant account (signed up through the API), not yet signed in. */
async function tenantAccount(context, person) {
  const email = uniqueEmail(person.firstName.toLowerCase());
  await signUpViaApi(context, "tenant", { email, ...person });
  return email;
}

/** The landlord gives the tenant (by email: the existing account is linked) a lease of the unit. */
async function lease(landlordContext, unit, email, person) {
  const body = await apiPost(
    landlordContext,
    "/api/landlord/leases",
    {
      unitId: unit.id,
      tenantName: `${person.firstName} ${person.lastName}`,
      email,
      startDate: dayFromToday(-120),
      endDate: dayFromToday(244),
      monthlyRent: 1_450_000,
      currency: "UGX",
      deposit: 0,
    },
    201,
  );
  assert.equal(body.invitation.linkedExisting, true, `${email} was linked to the lease at once`);
  assert.equal(body.lease.status, "active");
}

/**
 * The landlord (signed in in `landlordContext`) with a new property named `propertyName`, and one signed-in
 * browser context per person, each with an active lease of a unit of it. Answers the property, its units and the residents' contexts.
 */
export async function propertyWithResidents(landlordContext, newContext, propertyName, people) {
  await signedInLandlordWithProperty(landlordContext, propertyName);
  const properties = await apiGet(landlordContext, "/api/landlord/properties");
  const property = properties.find((p) => p.name === propertyName);
  assert.ok(property, "the landlord's new property");
  const units = await apiGet(landlordContext, `/api/landlord/properties/${property.id}/units`);
  assert.ok(units.length >= people.length, `${people.length} units to let`);
  const contexts = [];
  for (const [i, person] of people.entries()) {
    const context = await newContext();
    const email = await tenantAccount(context, person);
    await lease(landlordContext, units[i], email, person);
    await apiPost(context, "/api/login", { email, password: PASSWORD, role: "tenant" }, 200);
    contexts.push(context);
  }
  return { property, units, contexts };
}
