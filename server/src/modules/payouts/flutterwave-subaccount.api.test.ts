import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { payoutAccounts } from "../../db/schema";
import { type FlutterwaveFake, startFlutterwaveFake } from "../../platform/payments/fakes/flutterwave-fake";
import { rentSetup, startMomo } from "../../test/payment-factories";
import { bankDetailsInput } from "../../test/portfolio-factories";
import { createTestApp, type TestApp } from "../../test/test-app";

/** PAYMENT_PROVIDER=flutterwave against the local fake: the landlord's share goes to their subaccount. */

let t: TestApp | undefined;
let fake: FlutterwaveFake | undefined;
// Each test builds its own app (its own provider config, against its own fake).
afterEach(async () => {
  await t?.close();
  await fake?.close();
  t = undefined;
  fake = undefined;
});

async function withFlutterwave(): Promise<{ app: TestApp; fake: FlutterwaveFake }> {
  fake = await startFlutterwaveFake({ completeAfterMs: null });
  t = await createTestApp({
    PAYMENT_PROVIDER: "flutterwave",
    FLUTTERWAVE_BASE_URL: fake.url,
    FLUTTERWAVE_SECRET_KEY: fake.config.secretKey,
    FLUTTERWAVE_WEBHOOK_HASH: fake.config.webhookHash,
    PLATFORM_FEE_BPS: "250",
  });
  return { app: t, fake };
}

async function defaultRow(app: TestApp, landlordId: string) {
  const rows = await app.database.db
    .select()
    .from(payoutAccounts)
    .where(eq(payoutAccounts.landlordId, landlordId));
  return rows.find((r) => r.propertyId === null);
}

describe("Flutterwave subaccounts for landlords", () => {
  it("saving bank details creates the subaccount and a tenant's charge carries it", async () => {
    const { app, fake } = await withFlutterwave();
    const s = await rentSetup(app, { payout: false });
    const res = await s.landlordClient.post("/api/landlord/bank-details", bankDetailsInput());
    expect(res.status).toBe(200);

    expect(fake.subaccounts).toHaveLength(1);
    const created = fake.requests.find((r) => r.method === "POST" && r.path === "/v3/subaccounts")!;
    expect(created.json).toEqual({
      account_bank: "FAKE-CENTENARY",
      account_number: "3100045678901",
      business_name: "Kiggundu Estates Ltd",
      business_mobile: "256772987654",
      country: "UG",
      split_type: "percentage",
      // Flutterwave's split_value is the platform's commission (2.5%); the landlord gets the rest.
      split_value: 0.025,
    });
    const subaccountId = fake.subaccounts[0]!.subaccount_id;
    expect((await defaultRow(app, s.landlord.id))?.flutterwaveSubaccountId).toBe(subaccountId);

    // The same details again: the subaccount is kept, not created twice.
    await s.landlordClient.post(
      "/api/landlord/bank-details",
      bankDetailsInput({ bankBranch: "Kampala Road" }),
    );
    expect(fake.subaccounts).toHaveLength(1);

    await startMomo(s.tenantClient, { phoneNumber: "0772 123 456" });
    const charge = fake.requests.find((r) => r.path === "/v3/charges")!;
    expect((charge.json as { subaccounts?: unknown }).subaccounts).toEqual([{ id: subaccountId }]);
  });

  it("a provider failure keeps the saved details; the next save creates the subaccount", async () => {
    const { app, fake } = await withFlutterwave();
    const s = await rentSetup(app, { payout: false });
    fake.override({
      method: "POST",
      path: "/v3/subaccounts",
      reply: { status: 500, body: { status: "error", message: "Internal server error", data: null } },
    });
    const res = await s.landlordClient.post("/api/landlord/bank-details", bankDetailsInput());
    expect(res.status).toBe(200);
    expect(res.body.account).toMatchObject({ bankAccountNumber: "3100045678901" });
    expect(await defaultRow(app, s.landlord.id)).toMatchObject({
      bankAccountNumber: "3100045678901",
      flutterwaveSubaccountId: null,
    });
    expect(app.logs.some((l) => l.includes("Flutterwave subaccount not created"))).toBe(true);

    // No subaccount yet: the charge goes without a split.
    await startMomo(s.tenantClient, { phoneNumber: "0772 123 456" });
    const charge = fake.requests.find((r) => r.path === "/v3/charges")!;
    expect((charge.json as { subaccounts?: unknown }).subaccounts).toBeUndefined();

    await s.landlordClient.post("/api/landlord/bank-details", bankDetailsInput());
    expect(fake.subaccounts).toHaveLength(1);
    expect((await defaultRow(app, s.landlord.id))?.flutterwaveSubaccountId).toBe(
      fake.subaccounts[0]!.subaccount_id,
    );

    // Another bank account: a new subaccount for it.
    await s.landlordClient.post(
      "/api/landlord/bank-details",
      bankDetailsInput({ bankName: "Stanbic Bank Uganda", bankAccountNumber: "9030012345678" }),
    );
    expect(fake.subaccounts).toHaveLength(2);
    expect(fake.subaccounts[1]).toMatchObject({
      account_bank: "FAKE-STANBIC",
      account_number: "9030012345678",
    });
    expect((await defaultRow(app, s.landlord.id))?.flutterwaveSubaccountId).toBe(
      fake.subaccounts[1]!.subaccount_id,
    );
  });

  it("the sandbox provider creates no subaccount", async () => {
    t = await createTestApp();
    const s = await rentSetup(t, { payout: false });
    expect((await s.landlordClient.post("/api/landlord/bank-details", bankDetailsInput())).status).toBe(200);
    expect((await defaultRow(t, s.landlord.id))?.flutterwaveSubaccountId).toBeNull();
  });
});
