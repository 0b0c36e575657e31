import { describe, expect, it } from "vitest";
import { daysOf, monthsOf } from "../../../../common/date-ranges";
import { addDays, kampalaToday } from "../../../../common/kampala-calendar";
import { tenantPayload, verifyAndSetPassword } from "../../test/factories";
import { clientFor, leaseBody, makeLandlord, makeProperty } from "../../test/lease-factories";
import { rentSetup } from "../../test/payment-factories";
import { freshClient } from "../../test/portfolio-factories";
import { sharedTestApp } from "../../test/shared-test-app";
import type { TestClient } from "../../test/test-client";

/**
 * Issue 31: a lease from 0001-01-01 to 9999-12-31 was accepted and charged "Rent for March 96". Every date a person
 * enters has a range (common/date-ranges.ts), and a date outside it is a 400 naming the range.
 */

const t = sharedTestApp();
const range = (name: Parameters<typeof daysOf>[0]) => {
  const { from, to } = daysOf(name);
  return `Choose a date from ${from} to ${to}.`;
};

function refused(res: Awaited<ReturnType<TestClient["request"]>>, field: string, error: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body).toMatchObject({ code: "VALIDATION_ERROR", fields: { [field]: error } });
}

describe("dates a person enters have a range", () => {
  it("a lease from 0001-01-01 to 9999-12-31 is refused, naming each range; one inside them is made", async () => {
    const landlord = await makeLandlord(t.database.db);
    const { units } = await makeProperty(t.database.db, landlord.id, { units: ["1A"] });
    const c = await clientFor(t, landlord.id);
    const body = leaseBody(units[0]!.id, { startDate: "0001-01-01", endDate: "9999-12-31" });
    const res = await c.post("/api/landlord/leases", body);
    refused(res, "startDate", range("leaseStart"));
    expect(res.body.fields).toMatchObject({ endDate: range("leaseEnd") });
    expect(res.body.error).toBe(range("leaseStart"));

    const sw = await c.post("/api/landlord/leases", body, { "accept-language": "sw" });
    const { from, to } = daysOf("leaseStart");
    expect(sw.body.error).toBe(`Chagua tarehe kuanzia ${from} hadi ${to}.`);

    expect((await c.post("/api/landlord/leases", leaseBody(units[0]!.id))).status).toBe(201);
  });

  it("money received or paid outside the app: within the last year, not in the future", async () => {
    const s = await rentSetup(t);
    const url = "/api/landlord/payments/direct";
    const body = { leaseId: s.lease.id, amount: 100_000, method: "cash" };
    const key = () => ({ "idempotency-key": `dates-${crypto.randomUUID()}` });
    refused(
      await s.landlordClient.post(url, { ...body, paidOn: "0001-01-01" }, key()),
      "paidOn",
      "Record payments from the last year only",
    );
    refused(
      await s.landlordClient.post(url, { ...body, paidOn: "9999-12-31" }, key()),
      "paidOn",
      "The date cannot be in the future",
    );
    const { from } = daysOf("paidOn");
    expect((await s.landlordClient.post(url, { ...body, paidOn: from }, key())).status).toBe(201);
    refused(
      await s.landlordClient.post(url, { ...body, paidOn: addDays(from, -1) }, key()),
      "paidOn",
      "Record payments from the last year only",
    );
  });

  it("a profile's date of birth, a pet's vaccination, a planned fix", async () => {
    const s = await rentSetup(t);
    refused(
      await s.tenantClient.request("PATCH", "/api/profile", {
        firstName: "Amina",
        lastName: "Nakitto",
        dateOfBirth: "1800-01-01",
      }),
      "dateOfBirth",
      range("birth"),
    );
    refused(
      await s.tenantClient.request("PATCH", "/api/profile", {
        firstName: "Amina",
        lastName: "Nakitto",
        dateOfBirth: "9999-12-31",
      }),
      "dateOfBirth",
      "Date of birth must be in the past",
    );
    refused(
      await s.tenantClient.post("/api/pets", {
        name: "Simba",
        type: "dog",
        lastVaccinationDate: "0001-01-01",
      }),
      "lastVaccinationDate",
      range("vaccination"),
    );
    const filed = await s.tenantClient.post("/api/maintenance-requests", {
      priority: "high",
      category: "plumbing",
      issue: "maintenance.issueBurstPipe",
    });
    refused(
      await s.landlordClient.request("PATCH", `/api/maintenance-requests/${filed.body.id}`, {
        plannedFixDate: "9999-12-31",
      }),
      "plannedFixDate",
      range("plannedFix"),
    );
    refused(
      await s.landlordClient.request("PATCH", `/api/maintenance-requests/${filed.body.id}`, {
        plannedFixDate: addDays(kampalaToday(), -1),
      }),
      "plannedFixDate",
      "The planned fix date cannot be in the past.",
    );
  });

  it("a month of payments or a statement: from ten years back to this month", async () => {
    const s = await rentSetup(t);
    const { from, to } = monthsOf("reportMonth");
    const months = `Choose a month from ${from} to ${to}.`;
    refused(await s.landlordClient.get("/api/landlord/payments?month=0001-01"), "month", months);
    refused(await s.landlordClient.get("/api/landlord/payments?month=9999-12"), "month", months);
    expect((await s.landlordClient.get(`/api/landlord/payments?month=${to}`)).status).toBe(200);
  });

  it("sign-up: a birth date at least 18 years ago, a move-in from today to a year ahead", async () => {
    const c = freshClient(t);
    const email = `dates-${Date.now()}@example.com`;
    await verifyAndSetPassword(c, email, "tenant");
    const yesterday = addDays(kampalaToday(), -1);
    refused(
      await c.post("/api/auth/register", tenantPayload(email, { moveInDate: yesterday })),
      "moveInDate",
      "Choose a move-in date from today on",
    );
    refused(
      await c.post("/api/auth/register", tenantPayload(email, { moveInDate: "9999-12-31" })),
      "moveInDate",
      "Choose a move-in date within the next year",
    );
    refused(
      await c.post(
        "/api/auth/register",
        tenantPayload(email, { dateOfBirth: addDays(kampalaToday(), -400) }),
      ),
      "dateOfBirth",
      range("birth"),
    );
    expect((await c.post("/api/auth/register", tenantPayload(email))).status).toBe(201);
  });
});
