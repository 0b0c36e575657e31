import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { addDays, kampalaToday } from "../../../../common/kampala-calendar";
import { allocations, notifications, paymentProofs, payments, receipts, users } from "../../db/schema";
import { clientFor, makeLandlord, makeTenant, onePagePdf } from "../../test/lease-factories";
import { multipart } from "../../test/multipart";
import { type RentSetup, rentSetup } from "../../test/payment-factories";
import { sharedTestApp } from "../../test/shared-test-app";
import { eraseDueAccounts } from "../account/service/erase";

const t = sharedTestApp();
const URL = "/api/payments/proofs";
const key = () => ({ "idempotency-key": `proof-${crypto.randomUUID()}` });

const slip = () =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 240, g: 240, b: 230 } } })
    .jpeg()
    .toBuffer();

const fields = (overrides: Record<string, string> = {}) => ({
  amount: "1500000",
  paidOn: kampalaToday(),
  method: "bank_deposit",
  bank: "Stanbic Bank Uganda",
  reference: "NY7KQ4PX",
  ...overrides,
});

async function sendProof(
  s: RentSetup,
  opts: { fields?: Record<string, string>; file?: { name: string; type: string; bytes: Buffer } | null } = {},
  headers: Record<string, string> = key(),
) {
  const file =
    opts.file === undefined ? { name: "slip.jpg", type: "image/jpeg", bytes: await slip() } : opts.file;
  const mp = multipart(fields(opts.fields), file ? [file] : [], "file");
  return s.tenantClient.post(URL, mp.body, { ...mp.headers, ...headers });
}

type Queue = { total: number; items: Record<string, unknown>[] };
const queueOf = async (s: RentSetup) =>
  (await s.landlordClient.get("/api/landlord/payments/proofs")).body as unknown as Queue;

const balance = async (s: RentSetup) =>
  (await s.tenantClient.get("/api/rent/summary")).body.balance as number;

describe("a proof of a payment made outside the app", () => {
  it("waits for the landlord, who confirms it once (with a receipt) however often confirm is sent", async () => {
    const s = await rentSetup(t); // UGX 1,500,000 due
    const k = key();
    const [a, b] = await Promise.all([sendProof(s, {}, k), sendProof(s, {}, k)]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.paymentId).toBe(b.body.paymentId);
    const paymentId = a.body.paymentId as string;
    expect(await t.database.db.select().from(payments).where(eq(payments.leaseId, s.lease.id))).toHaveLength(
      1,
    );

    // Pending verification in the tenant's history; nothing credited yet.
    const history = (await s.tenantClient.get("/api/payments")).body as unknown as {
      id: string;
      status: string;
    }[];
    expect(history.find((p) => p.id === paymentId)?.status).toBe("verifying");
    expect(await balance(s)).toBe(1_500_000);

    // The landlord was told and sees it in the queue, with the image and its thumbnail.
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, s.landlord.id));
    expect(told.some((n) => n.link === "/landlord-payments#verify")).toBe(true);
    const queue = await s.landlordClient.get("/api/landlord/payments/proofs");
    expect(queue.status).toBe(200);
    expect(queue.body).toMatchObject({
      total: 1,
      items: [
        {
          paymentId,
          tenantName: "Amina Nakitto",
          amount: 1_500_000,
          method: "bank_deposit",
          bank: "Stanbic Bank Uganda",
          reference: "NY7KQ4PX",
          file: "image",
          possibleDuplicate: false,
        },
      ],
    });
    const image = await s.landlordClient.get(`/api/payments/${paymentId}/proof`);
    expect(image.status).toBe(200);
    expect(image.res.headers["content-type"]).toBe("image/jpeg");
    expect(image.res.headers["cache-control"]).toBe("private, no-store");
    const thumb = await s.tenantClient.get(`/api/payments/${paymentId}/proof/thumb`);
    expect(thumb.res.headers["content-type"]).toBe("image/webp");

    // Two confirms at once: one credit, one receipt, the same answer.
    const [c1, c2] = await Promise.all([
      s.landlordClient.post(`/api/landlord/payments/${paymentId}/confirm`, {}),
      s.landlordClient.post(`/api/landlord/payments/${paymentId}/confirm`, {}),
    ]);
    expect([c1.status, c2.status]).toEqual([200, 200]);
    expect(c1.body).toMatchObject({ status: "succeeded", receiptNumber: expect.any(Number) });
    expect(c2.body.receiptNumber).toBe(c1.body.receiptNumber);
    const again = await s.landlordClient.post(`/api/landlord/payments/${paymentId}/confirm`, {});
    expect(again.body.receiptNumber).toBe(c1.body.receiptNumber);
    expect(await t.database.db.select().from(receipts).where(eq(receipts.paymentId, paymentId))).toHaveLength(
      1,
    );
    const allocated = await t.database.db
      .select()
      .from(allocations)
      .where(eq(allocations.paymentId, paymentId));
    expect(allocated.reduce((sum, x) => sum + x.amount, 0)).toBe(1_500_000);
    expect(await balance(s)).toBe(0);
    const [row] = await t.database.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(row).toMatchObject({ status: "succeeded", method: "bank_deposit", provider: "proof" });
    const [proof] = await t.database.db
      .select()
      .from(paymentProofs)
      .where(eq(paymentProofs.paymentId, paymentId));
    expect(proof?.decidedBy).toBe(s.landlord.id);

    // The receipt names the method; a rejection now is a conflict; the queue is empty.
    expect((await s.tenantClient.get(`/api/payments/${paymentId}/receipt.pdf`)).status).toBe(200);
    const late = await s.landlordClient.post(`/api/landlord/payments/${paymentId}/reject`, {
      reason: "Not seen",
    });
    expect(late.status).toBe(409);
    expect((await s.landlordClient.get("/api/landlord/payments/proofs")).body.total).toBe(0);
  });

  it("rejected with a reason: nothing credited, the tenant is told why and sees it in the history", async () => {
    const s = await rentSetup(t);
    const pdf = await onePagePdf();
    const sent = await sendProof(s, {
      fields: { method: "mobile_money", bank: "", reference: "MP241126.1234.A56789" },
      file: { name: "momo.pdf", type: "application/pdf", bytes: pdf },
    });
    expect(sent.status).toBe(201);
    const id = sent.body.paymentId as string;
    const item = (await queueOf(s)).items[0];
    expect(item).toMatchObject({ file: "pdf", method: "mobile_money", bank: null });
    const file = await s.landlordClient.get(`/api/payments/${id}/proof`);
    expect(file.res.headers["content-disposition"]).toContain("attachment");
    expect((await s.landlordClient.get(`/api/payments/${id}/proof/thumb`)).status).toBe(404);

    expect((await s.landlordClient.post(`/api/landlord/payments/${id}/reject`, {})).status).toBe(400);
    const reason = "No such deposit on my statement";
    const rejected = await s.landlordClient.post(`/api/landlord/payments/${id}/reject`, { reason });
    expect(rejected.body).toMatchObject({ status: "failed", receiptNumber: null });
    expect((await s.landlordClient.post(`/api/landlord/payments/${id}/reject`, { reason })).status).toBe(200);
    expect((await s.landlordClient.post(`/api/landlord/payments/${id}/confirm`, {})).status).toBe(409);
    expect(await balance(s)).toBe(1_500_000);
    const history = (await s.tenantClient.get("/api/payments")).body as unknown as {
      id: string;
      status: string;
      note: string | null;
    }[];
    expect(history.find((p) => p.id === id)).toMatchObject({ status: "failed", note: reason });
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, s.tenant.id));
    expect(told.some((n) => n.message.includes(reason))).toBe(true);
  });

  it("flags a proof of the same amount as a payment credited within two weeks", async () => {
    const s = await rentSetup(t, { monthsDue: 2 });
    const direct = await s.landlordClient.post(
      "/api/landlord/payments/direct",
      { leaseId: s.lease.id, amount: 1_500_000, method: "cash", paidOn: kampalaToday() },
      key(),
    );
    expect(direct.status).toBe(201);
    expect((await sendProof(s)).status).toBe(201);
    expect((await queueOf(s)).items[0]?.possibleDuplicate).toBe(true);
  });

  it("is only for the people of the lease: other tenants and landlords get 404s, landlords cannot send", async () => {
    const s = await rentSetup(t);
    const id = (await sendProof(s)).body.paymentId as string;
    const otherLandlord = await clientFor(t, (await makeLandlord(t.database.db)).id);
    const stranger = await clientFor(t, (await makeTenant(t.database.db)).id);
    const other = await rentSetup(t);
    for (const c of [otherLandlord, other.landlordClient]) {
      expect((await c.post(`/api/landlord/payments/${id}/confirm`, {})).status).toBe(404);
      expect((await c.post(`/api/landlord/payments/${id}/reject`, { reason: "x" })).status).toBe(404);
      expect((await c.get(`/api/payments/${id}/proof`)).status).toBe(404);
    }
    for (const c of [stranger, other.tenantClient])
      expect((await c.get(`/api/payments/${id}/proof`)).status).toBe(404);
    expect((await other.landlordClient.get("/api/landlord/payments/proofs")).body.total).toBe(0);
    expect((await s.tenantClient.post(`/api/landlord/payments/${id}/confirm`, {})).status).toBe(403);
    expect(
      (await s.landlordClient.post(`/api/landlord/payments/${crypto.randomUUID()}/confirm`, {})).status,
    ).toBe(404);
    expect((await s.landlordClient.post("/api/landlord/payments/not-a-uuid/confirm", {})).status).toBe(400);
    // A tenant without a lease has nowhere to send a proof.
    const mp = multipart(fields(), [{ name: "s.jpg", type: "image/jpeg", bytes: await slip() }], "file");
    expect((await stranger.post(URL, mp.body, { ...mp.headers, ...key() })).status).toBe(404);
    expect((await s.landlordClient.post(URL, mp.body, { ...mp.headers, ...key() })).status).toBe(403);
  });

  it("answers bad input with a clear 400 and stores nothing", async () => {
    const s = await rentSetup(t);
    const cases: [Parameters<typeof sendProof>[1], string][] = [
      [{ fields: { amount: "0" } }, "amount"],
      [{ fields: { amount: "-5" } }, "amount"],
      [{ fields: { amount: "12.5" } }, "amount"],
      [{ fields: { amount: "x".repeat(100_000) } }, "amount"],
      [{ fields: { paidOn: addDays(kampalaToday(), 1) } }, "paidOn"],
      [{ fields: { paidOn: addDays(kampalaToday(), -400) } }, "paidOn"],
      [{ fields: { paidOn: "yesterday" } }, "paidOn"],
      [{ fields: { method: "bitcoin" } }, "method"],
      [{ fields: { bank: "" } }, "bank"],
      [{ fields: { bank: "Bank of Nowhere" } }, "bank"],
      [{ fields: { reference: "" } }, "reference"],
      [{ fields: { reference: "r".repeat(61) } }, "reference"],
      [{ fields: { reference: "NY\u0000X" } }, "reference"],
      [{ file: null }, "file"],
      [{ file: { name: "slip.jpg", type: "image/jpeg", bytes: Buffer.from("not an image at all") } }, "file"],
      [
        { file: { name: "slip.pdf", type: "application/pdf", bytes: Buffer.from("%PDF-1.4 broken") } },
        "file",
      ],
      [
        { file: { name: "slip.jpg", type: "image/jpeg", bytes: Buffer.from([0xff, 0xd8, 0xff, 0, 1, 2]) } },
        "file",
      ],
    ];
    for (const [opts, field] of cases) {
      const res = await sendProof(s, opts);
      expect(res.status, field).toBe(400);
      expect(JSON.stringify(res.body), field).toContain(field);
    }
    const mp = multipart(fields(), [], "file");
    expect((await s.tenantClient.post(URL, mp.body, mp.headers)).status).toBe(400); // no Idempotency-Key
    const broken = await s.tenantClient.post(URL, Buffer.from("--x\r\nContent-Disposition: form"), {
      "content-type": "multipart/form-data; boundary=x",
      ...key(),
    });
    expect(broken.status).toBe(400);
    const two = multipart(
      fields(),
      [
        { name: "a.jpg", type: "image/jpeg", bytes: await slip() },
        { name: "b.jpg", type: "image/jpeg", bytes: await slip() },
      ],
      "file",
    );
    expect((await s.tenantClient.post(URL, two.body, { ...two.headers, ...key() })).status).toBe(400);
    expect(await t.database.db.select().from(payments).where(eq(payments.leaseId, s.lease.id))).toHaveLength(
      0,
    );
  });

  it("loses its file when the tenant's account is erased; the payment stays", async () => {
    const s = await rentSetup(t);
    const id = (await sendProof(s)).body.paymentId as string;
    const [proof] = await t.database.db.select().from(paymentProofs).where(eq(paymentProofs.paymentId, id));
    expect(await t.storage.get(proof!.fileKey)).not.toBeNull();
    await t.database.db
      .update(users)
      .set({ deletionRequestedAt: new Date(Date.now() - 40 * 86_400_000) })
      .where(eq(users.id, s.tenant.id));
    await eraseDueAccounts({ db: t.database.db, storage: t.storage });
    expect(await t.storage.get(proof!.fileKey)).toBeNull();
    expect(await t.storage.get(proof!.thumbKey!)).toBeNull();
    expect((await s.landlordClient.get(`/api/payments/${id}/proof`)).status).toBe(404);
    expect(await t.database.db.select().from(payments).where(eq(payments.id, id))).toHaveLength(1);
  });
});
