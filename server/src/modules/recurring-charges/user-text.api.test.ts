import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../../../../common/kampala-calendar";
import { outboxMessages } from "../../db/schema";
import { chargeWorld, keyed } from "../../test/charge-factories";
import { startFakeAfricasTalking } from "../../test/fake-africastalking";
import { sharedTestApp } from "../../test/shared-test-app";

let fake: Awaited<ReturnType<typeof startFakeAfricasTalking>>;
beforeAll(async () => {
  fake = await startFakeAfricasTalking();
});
afterAll(() => fake.close());
const t = sharedTestApp(() => fake.env());

/** Text a landlord typed that looks like a catalogue key: shown as typed, never as that message's words. */
const KEY_SHAPED = "rent.chargeDescription";
/** What shows, less the invisible mark (common/i18n/message.ts literal()) that keeps it from being read as a key. */
const seen = (text: string) => text.replaceAll("\u2060", "");

describe("a charge's name and a one-off's reason are the landlord's words", () => {
  it("shows them as typed on the tenant's account, in the app's notices and by SMS, whatever they look like", async () => {
    const w = await chargeWorld(t);
    const recurring = await w.landlordClient.post(
      "/api/landlord/recurring-charges",
      {
        propertyId: w.property.id,
        name: KEY_SHAPED,
        amount: 50_000,
        frequency: "monthly",
        appliesTo: "property",
        firstDueDate: w.today,
      },
      keyed(),
    );
    expect(recurring.status).toBe(201);
    const oneOff = await w.landlordClient.post(
      "/api/landlord/one-off-charges",
      { leaseId: w.a.lease.id, amount: 25_000, reason: KEY_SHAPED, dueDate: addDays(w.today, 7) },
      keyed(),
    );
    expect(oneOff.status).toBe(201);

    const account = (await w.tenantA.get("/api/rent-payments")).body as unknown as {
      type: string;
      description: string;
    }[];
    const described = account.filter((c) => seen(c.description) === KEY_SHAPED);
    // The recurring charge's two postings (today's and the next) and the one-off.
    expect(described).toHaveLength(3);

    const notices = (await w.tenantA.get("/api/notifications")).body as unknown as {
      items: { title: string; message: string }[];
    };
    const words = notices.items.map((n) => seen(`${n.title} ${n.message}`));
    expect(words).toEqual(
      expect.arrayContaining([
        expect.stringContaining(`New charge: ${KEY_SHAPED}`),
        expect.stringMatching(new RegExp(`is due on .*: ${KEY_SHAPED.replace(".", "\\.")}$`)),
      ]),
    );
    const sms = await t.database.db
      .select({ body: outboxMessages.body })
      .from(outboxMessages)
      .where(eq(outboxMessages.to, w.a.tenant.phone!));
    // (The one-off's SMS is cut to one part before its reason: fitOnePart.)
    expect(sms.map((m) => seen(m.body))).toContainEqual(expect.stringContaining(`new charge ${KEY_SHAPED},`));
  });
});
