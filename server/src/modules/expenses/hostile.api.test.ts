import { describe, expect, it } from "vitest";
import { addDays, addMonths, kampalaToday } from "../../../../common/kampala-calendar";
import { expenseFieldsFor, expenseSetup, receiptPhoto, sendExpense } from "../../test/expense-factories";
import { onePagePdf } from "../../test/lease-factories";
import { multipart } from "../../test/multipart";
import { sharedTestApp } from "../../test/shared-test-app";

const t = sharedTestApp();
const today = kampalaToday();

describe("hostile input to an expense", () => {
  it("refuses every bad field with a 400 naming it", async () => {
    const s = await expenseSetup(t);
    const cases: [Record<string, string>, string][] = [
      [{ amount: "-5" }, "amount"],
      [{ amount: "0" }, "amount"],
      [{ amount: "12.5" }, "amount"],
      [{ amount: "1000000000001" }, "amount"],
      [{ amount: "9".repeat(5000) }, "amount"],
      [{ amount: "lots" }, "amount"],
      [{ category: "bribes" }, "category"],
      [{ spentOn: addDays(today, 1) }, "spentOn"],
      [{ spentOn: addMonths(today, -25) }, "spentOn"],
      [{ spentOn: "0001-01-01" }, "spentOn"],
      [{ spentOn: "2026-02-31" }, "spentOn"],
      [{ spentOn: "x".repeat(100_000) }, "spentOn"],
      [{ payee: "   " }, "payee"],
      [{ payee: "p".repeat(101) }, "payee"],
      [{ note: "n".repeat(501) }, "note"],
      [{ propertyId: "99999999999" }, "propertyId"],
      [{ propertyId: "abc" }, "propertyId"],
      [{ unitId: "-1" }, "unitId"],
    ];
    for (const [bad, field] of cases) {
      const res = await sendExpense(s.c.landlord, expenseFieldsFor(s.heights.id, bad));
      expect([res.status, res.body.code, Object.keys(res.body.fields ?? {})], JSON.stringify(bad)).toEqual([
        400,
        "VALIDATION_ERROR",
        [field],
      ]);
    }
    const nul = await sendExpense(s.c.landlord, expenseFieldsFor(s.heights.id, { payee: "Acme\u0000Ltd" }));
    expect([nul.status, nul.body.code]).toEqual([400, "INVALID_CHARACTERS"]);
    const forged = await s.c.landlord.get("/api/landlord/expenses/not-a-uuid/history");
    expect(forged.status).toBe(400);
    expect((await s.c.landlord.get("/api/landlord/expenses?month=0001-01")).status).toBe(400);
    expect((await s.c.landlord.get("/api/landlord/expenses?category=x")).status).toBe(400);
  });

  it("takes a photo or a PDF as the receipt, and refuses anything else", async () => {
    const s = await expenseSetup(t);
    const pdf = await sendExpense(s.c.landlord, expenseFieldsFor(s.heights.id), {
      file: { name: "r.pdf", type: "application/pdf", bytes: await onePagePdf() },
    });
    expect([pdf.status, pdf.body.receipt]).toEqual([201, "pdf"]);
    const got = await s.c.landlord.get(`/api/landlord/expenses/${pdf.body.id}/receipt`);
    expect(got.res.headers["content-type"]).toBe("application/pdf");
    expect(got.res.headers["content-disposition"]).toContain("attachment");

    const refused: [{ name: string; type: string; bytes: Buffer }, string][] = [
      [
        { name: "r.jpg", type: "image/jpeg", bytes: Buffer.from("<script>alert(1)</script>") },
        "UNSUPPORTED_FILE_TYPE",
      ],
      [{ name: "r.html", type: "text/html", bytes: Buffer.from("<html></html>") }, "UNSUPPORTED_FILE_TYPE"],
      [{ name: "r.pdf", type: "application/pdf", bytes: Buffer.from("%PDF-1.7 broken") }, "UNREADABLE_PDF"],
      [
        { name: "r.jpg", type: "image/jpeg", bytes: Buffer.from([0xff, 0xd8, 0xff, 0, 1, 2]) },
        "UNREADABLE_IMAGE",
      ],
      [{ name: "r.jpg", type: "image/jpeg", bytes: Buffer.alloc(0) }, "EMPTY_FILE"],
    ];
    for (const [file, code] of refused) {
      const res = await sendExpense(s.c.landlord, expenseFieldsFor(s.heights.id), { file });
      expect([res.status, res.body.code], file.name + code).toEqual([400, code]);
    }
    const photo = await receiptPhoto();
    const two = multipart(expenseFieldsFor(s.heights.id), [photo, photo], "receipt");
    const res = await s.c.landlord.post("/api/landlord/expenses", two.body, {
      ...two.headers,
      "idempotency-key": `expense-${crypto.randomUUID()}`,
    });
    expect([res.status, res.body.code]).toEqual([400, "TOO_MANY_FILES"]);
    const list = await s.c.landlord.get("/api/landlord/expenses");
    expect(list.body.totals).toMatchObject({ count: 1 });
  });
});
