import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboxMessages } from "../../db/schema";
import {
  AT_INVALID_NUMBER,
  AT_NO_BALANCE,
  FAKE_AT,
  startFakeAfricasTalking,
} from "../../test/fake-africastalking";
import { freshClient } from "../../test/portfolio-factories";
import { sharedTestApp } from "../../test/shared-test-app";
import { attemptMessage, deliverDueMessages as deliverDueSms } from "../outbox/service/attempt";
import { queueSms, type SmsInput } from "../outbox/service/queue";

let fake: Awaited<ReturnType<typeof startFakeAfricasTalking>>;
beforeAll(async () => {
  fake = await startFakeAfricasTalking();
});
afterAll(() => fake.close());
const t = sharedTestApp(() => fake.env());

const deps = () => ({ db: t.database.db, sms: t.app.deps.sms, mailer: t.app.deps.mailer });
const row = async (id: string) =>
  (await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.id, id)))[0]!;
/** Queues the SMS and tries it at once, as a wake after the commit does. */
async function sendNow(input: SmsInput, now: Date) {
  const queued = await queueSms(t.database.db, input, now);
  return { id: queued?.id, outcome: queued ? await attemptMessage(deps(), queued.id, now) : "skipped" };
}
let n = 0;
const number = () => `+2567720${String(++n).padStart(5, "0")}`;
// 10:00 in Kampala.
const DAY = new Date("2026-11-26T07:00:00Z");

describe("the Africa's Talking adapter and the outbox", () => {
  it("sends the documented form with the apiKey header, and keeps the message's id and cost", async () => {
    const to = number();
    const { id, outcome } = await sendNow({ to, body: "Your Nyumba code is 4821", purpose: "code" }, DAY);
    expect(outcome).toBe("accepted");
    expect(fake.sent.at(-1)).toEqual({
      username: FAKE_AT.username,
      to,
      message: "Your Nyumba code is 4821",
      from: "NYUMBA",
    });
    const sent = await row(id!);
    expect(sent).toMatchObject({
      status: "accepted",
      provider: "africastalking",
      statusCode: 101,
      cost: "UGX 30.0000",
      attempts: 1,
      parts: 1,
    });
    expect(sent.providerMessageId).toMatch(/^ATXid_/);
    // A code's digits do not stay in the outbox once it is sent.
    expect(sent.body).toBe("Your Nyumba code is ••••");
  });

  it("does not try an invalid number again", async () => {
    const { id, outcome } = await sendNow(
      { to: AT_INVALID_NUMBER, body: "Rent reminder", purpose: "reminder" },
      DAY,
    );
    expect(outcome).toBe("rejected");
    expect(await row(id!)).toMatchObject({
      status: "failed",
      statusCode: 403,
      failureReason: "InvalidPhoneNumber",
    });
    expect(await deliverDueSms(deps(), new Date(DAY.getTime() + 3_600_000))).toBe(0);
  });

  it("tries again with backoff after a 5xx and when the balance runs out, until it is sent or too late", async () => {
    fake.failNext(1);
    const to = number();
    const first = await sendNow({ to, body: "Receipt R-1", purpose: "receipt" }, DAY);
    expect(first.outcome).toBe("retry");
    const queued = await row(first.id!);
    expect(queued).toMatchObject({ status: "queued", attempts: 1, statusCode: 500 });
    expect(queued.nextAttemptAt.getTime() - DAY.getTime()).toBe(60_000);
    expect(await deliverDueSms(deps(), new Date(DAY.getTime() + 30_000))).toBe(0); // not yet due
    await deliverDueSms(deps(), new Date(DAY.getTime() + 61_000));
    expect(await row(first.id!)).toMatchObject({ status: "accepted", attempts: 2 });

    const broke = await sendNow({ to: AT_NO_BALANCE, body: "Code 1234", purpose: "code" }, DAY);
    expect(broke.outcome).toBe("retry");
    expect(await row(broke.id!)).toMatchObject({ status: "queued", statusCode: 405 });
    // A code is worthless after 10 minutes: it expires unsent.
    await deliverDueSms(deps(), new Date(DAY.getTime() + 61_000));
    await deliverDueSms(deps(), new Date(DAY.getTime() + 11 * 60_000));
    const late = await row(broke.id!);
    expect(["failed", "expired"]).toContain(late.status);
    expect(late.body).toBe("Code ••••");
  });

  it("holds everything but codes in the quiet hours (21:00-07:00 Kampala)", async () => {
    const night = new Date("2026-11-26T19:30:00Z"); // 22:30 in Kampala
    const to = number();
    const { id } = (await queueSms(
      t.database.db,
      { to, body: "Rent is due tomorrow", purpose: "reminder" },
      night,
    ))!;
    const before = fake.sent.length;
    await deliverDueSms(deps(), new Date("2026-11-26T23:00:00Z"));
    expect(fake.sent.slice(before).some((m) => m.to === to)).toBe(false);
    await deliverDueSms(deps(), new Date("2026-11-27T04:00:00Z")); // 07:00
    expect(await row(id)).toMatchObject({ status: "accepted" });
    const code = await sendNow({ to: number(), body: "Code 5555", purpose: "code" }, night);
    expect(code.outcome).toBe("accepted");
  });

  it("queues a message with a dedupe key once", async () => {
    const key = `reminder:test:${Date.now()}`;
    const to = number();
    expect(
      await queueSms(t.database.db, { to, body: "Due", purpose: "reminder", dedupeKey: key }, DAY),
    ).toEqual({ id: expect.any(String), sendsAt: DAY });
    expect(
      await queueSms(t.database.db, { to, body: "Due", purpose: "reminder", dedupeKey: key }, DAY),
    ).toBeNull();
  });

  it("records delivery reports posted to the secret URL only", async () => {
    const { id } = await sendNow({ to: number(), body: "Receipt R-2", purpose: "receipt" }, DAY);
    const { providerMessageId } = await row(id!);
    const report = (token: string, fields: Record<string, string>) =>
      freshClient(t).post(`/api/sms/delivery-reports/${token}`, new URLSearchParams(fields).toString(), {
        "content-type": "application/x-www-form-urlencoded",
      });
    expect(
      (await report("wrong-token-wrong-token", { id: providerMessageId!, status: "Success" })).status,
    ).toBe(404);
    // As long as the secret in characters but not in bytes: the same 404, not a 500 naming the byte lengths.
    const sameLength = encodeURIComponent(`${"delivery-reports-secret-123".slice(0, -1)}é`);
    const multibyte = await report(sameLength, { id: providerMessageId!, status: "Success" });
    expect(multibyte.status).toBe(404);
    expect(multibyte.body.code).toBe("NOT_FOUND");
    expect((await row(id!)).status).toBe("accepted");
    const ok = await report("delivery-reports-secret-123", {
      id: providerMessageId!,
      status: "Success",
      phoneNumber: "+256772000000",
      networkCode: "64110",
    });
    expect(ok.status).toBe(200);
    const delivered = await row(id!);
    expect(delivered.status).toBe("delivered");
    expect(delivered.deliveredAt).toBeInstanceOf(Date);
    // Repeated or unknown reports change nothing.
    await report("delivery-reports-secret-123", {
      id: providerMessageId!,
      status: "Failed",
      failureReason: "UserInBlacklist",
    });
    expect((await row(id!)).status).toBe("delivered");
    expect(
      (await report("delivery-reports-secret-123", { id: "ATXid_unknown", status: "Success" })).status,
    ).toBe(200);
  });
});
