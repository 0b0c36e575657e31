import { and, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { activityLog, payoutAccounts } from "../../db/schema";
import { bankDetailsInput, freshClient, signedInUser } from "../../test/portfolio-factories";
import { sharedTestApp } from "../../test/shared-test-app";

const t = sharedTestApp();

describe("landlord payout details", () => {
  it("rejects bad details with the spec's messages and saves nothing", async () => {
    const { client, userId } = await signedInUser(t, "landlord");
    const cases: [Record<string, unknown>, string, string | RegExp][] = [
      [{ bankName: "Bank of Mars" }, "bankName", "Please choose one of the listed banks"],
      [{ mobileMoneyProvider: "M-Pesa" }, "mobileMoneyProvider", "Please choose a mobile money provider"],
      [{ mobileMoneyNumber: "+254712345678" }, "mobileMoneyNumber", /Ugandan mobile number/],
      [{ bankAccountName: "" }, "bankAccountName", "Please fill in all required bank account fields"],
      [{ bankAccountName: undefined }, "bankAccountName", "Please fill in all required bank account fields"],
      [{ bankAccountNumber: " " }, "bankAccountNumber", "Please fill in all required bank account fields"],
      [{ bankAccountNumber: "12<script>" }, "bankAccountNumber", /digits and letters/],
      [
        { mobileMoneyNumber: undefined },
        "mobileMoneyNumber",
        "Please provide a mobile money number as backup payment method",
      ],
      [{ bankBranch: "b".repeat(121) }, "bankBranch", "Bank branch must be at most 120 characters."],
    ];
    for (const [change, field, message] of cases) {
      const res = await client.post("/api/landlord/bank-details", bankDetailsInput(change as never));
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.body.code).toBe("VALIDATION_ERROR");
      expect((res.body.fields as Record<string, string>)[field], JSON.stringify(change)).toMatch(message);
      expect(res.body.error).toMatch(message);
    }
    expect(
      await t.database.db.select().from(payoutAccounts).where(eq(payoutAccounts.landlordId, userId)),
    ).toEqual([]);
    expect((await client.get("/api/landlord/bank-details")).body).toEqual({ account: null });
  });

  it("saves the default details with the mobile number normalised, and replaces them on a second save", async () => {
    const { client, userId } = await signedInUser(t, "landlord");
    const res = await client.post(
      "/api/landlord/bank-details",
      bankDetailsInput({ mobileMoneyNumber: "0772 123 456", bankBranch: "" }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      account: {
        bankName: "Centenary Bank",
        bankAccountNumber: "3100045678901",
        bankAccountName: "Kiggundu Estates Ltd",
        bankBranch: null,
        mobileMoneyNumber: "+256772123456",
        mobileMoneyProvider: "MTN Mobile Money",
      },
    });
    expect((await client.get("/api/landlord/bank-details")).body).toEqual({ account: res.body.account });

    const again = await client.post(
      "/api/landlord/bank-details",
      bankDetailsInput({
        bankName: "Absa Bank Uganda",
        mobileMoneyNumber: "256 701 234 567",
        mobileMoneyProvider: "Airtel Money",
      }),
    );
    expect(again.body.account).toMatchObject({
      bankName: "Absa Bank Uganda",
      mobileMoneyNumber: "+256701234567",
    });
    const rows = await t.database.db
      .select()
      .from(payoutAccounts)
      .where(and(eq(payoutAccounts.landlordId, userId), isNull(payoutAccounts.propertyId)));
    expect(rows).toHaveLength(1);
    const logs = await t.database.db.select().from(activityLog).where(eq(activityLog.landlordId, userId));
    expect(logs.map((l) => l.kind)).toEqual(["payout_updated", "payout_updated"]);
  });

  it("the demo landlord has seeded details", async () => {
    await t.isolate({}, { demo: true });
    const demo = freshClient(t);
    await demo.post("/api/demo/session", { role: "landlord" });
    expect((await demo.get("/api/landlord/bank-details")).body.account).toMatchObject({
      bankName: "Stanbic Bank Uganda",
      bankAccountNumber: "9030012345678",
      bankAccountName: "Ssentongo Properties Ltd",
      bankBranch: "Kampala Road",
      mobileMoneyNumber: "+256772100200",
      mobileMoneyProvider: "MTN Mobile Money",
    });
  });

  it("is for landlords only", async () => {
    const { client } = await signedInUser(t, "tenant");
    expect((await client.get("/api/landlord/bank-details")).status).toBe(403);
    // Refused before the body is looked at.
    expect((await client.post("/api/landlord/bank-details", {})).status).toBe(403);
    expect((await client.post("/api/landlord/bank-details", bankDetailsInput())).status).toBe(403);
    expect((await freshClient(t).get("/api/landlord/bank-details")).status).toBe(401);
  });
});
