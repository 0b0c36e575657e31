import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays } from "../../../../common/kampala-calendar";
import { statementLines as linesTable, statementMappings } from "../../db/schema";
import { clientFor, makeLandlord } from "../../test/lease-factories";
import { rentSetup } from "../../test/payment-factories";
import { sharedTestApp } from "../../test/shared-test-app";
import {
  dayFirst,
  givePaymentReference,
  statementLines,
  uploadStatement,
} from "../../test/statement-factories";

const t = sharedTestApp();
const BANK = "Stanbic Bank Uganda";

/** A statement in Stanbic's shape: a title, the header, a debit, and the credit lines given. */
const stanbic = (rows: string[]) =>
  [
    "Stanbic Bank Uganda - Statement",
    "Txn Date,Value Date,Narration,Ref No,Debit,Credit,Balance",
    ...rows,
  ].join("\r\n");

describe("importing a bank statement", () => {
  it("matches by reference, suggests by name and amount, leaves the rest unmatched, and remembers the columns", async () => {
    const s = await rentSetup(t); // Amina Nakitto, UGX 1,500,000 a month, 1,500,000 owed
    const ref = await givePaymentReference(t.database.db, s.lease.id);
    const d = dayFirst(s.today);
    const csv = stanbic([
      `${d},${d},TRF FROM A NAKITTO ${ref.slice(0, 2)}-${ref.slice(2)},FT001,,"1,500,000.00","1,500,000.00"`,
      `${d},${d},CASH DEPOSIT AMINA,,,1500000,"3,000,000.00"`,
      `${d},${d},SALARY JUNE,,,"3,000,000","6,000,000.00"`,
      `${d},${d},ATM WITHDRAWAL,,"200,000",,"5,800,000.00"`,
      `${d},${d},ODD CENTS,,,12.50,"5,800,012.50"`,
    ]);
    const res = await uploadStatement(s.landlordClient, { bank: BANK }, csv, "stanbic-june.csv");
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      creditLines: 3,
      newLines: 3,
      alreadyImported: 0,
      matched: 1,
      suggested: 1,
      unmatched: 1,
      skippedCount: 1,
      skipped: [{ row: 7, reason: "fraction", value: "12.50" }],
      // "Value Date" before "Txn Date": the day the money was on the account.
      mapping: {
        date: "Value Date",
        amount: "Credit",
        description: "Narration",
        reference: "Ref No",
        balance: "Balance",
      },
    });
    const lines = await statementLines(s.landlordClient, res.body.statementId as string);
    expect(lines.map((l) => [l.description, l.status, l.lease?.tenantName ?? null])).toEqual(
      expect.arrayContaining([
        [expect.stringContaining("NAKITTO"), "matched", "Amina Nakitto"],
        ["CASH DEPOSIT AMINA", "suggested", "Amina Nakitto"],
        ["SALARY JUNE", "unmatched", null],
      ]),
    );
    expect(lines.find((l) => l.status === "matched")!.lease).toMatchObject({
      id: s.lease.id,
      unitNumber: "1A",
      propertyName: s.property.name,
    });
    // The columns are remembered for the bank; the list shows the upload with its counts.
    const mapping = await s.landlordClient.get(
      `/api/landlord/statements/mapping?bank=${encodeURIComponent(BANK)}`,
    );
    expect(mapping.body.mapping).toMatchObject({ date: "Value Date", amount: "Credit", reference: "Ref No" });
    const other = await s.landlordClient.get(
      `/api/landlord/statements/mapping?bank=${encodeURIComponent("Centenary Bank")}`,
    );
    expect(other.body).toEqual({ mapping: null });
    const list = await s.landlordClient.get("/api/landlord/statements");
    expect(list.body.items).toEqual([
      expect.objectContaining({
        id: res.body.statementId,
        bank: BANK,
        fileName: "stanbic-june.csv",
        creditLines: 3,
        newLines: 3,
        counts: { matched: 1, suggested: 1, unmatched: 1, confirmed: 0, ignored: 0 },
      }),
    ]);
  });

  it("an overlapping statement adds only its new lines, even when two uploads race", async () => {
    const s = await rentSetup(t);
    const day = (n: number) => dayFirst(addDays(s.today, -n));
    const first = stanbic([
      `${day(9)},${day(9)},DEPOSIT ONE,,,100000,100000`,
      `${day(8)},${day(8)},CASH DEP,,,50000,150000`,
      `${day(8)},${day(8)},CASH DEP,,,50000,200000`,
    ]);
    const a = await uploadStatement(s.landlordClient, { bank: BANK }, first);
    expect(a.body).toMatchObject({ creditLines: 3, newLines: 3 });
    // The next month's export starts two days earlier: two lines again, one new.
    const overlapping = stanbic([
      `${day(8)},${day(8)},CASH DEP,,,50000,150000`,
      `${day(8)},${day(8)},CASH DEP,,,50000,200000`,
      `${day(2)},${day(2)},DEPOSIT TWO,,,70000,270000`,
    ]);
    const b = await uploadStatement(s.landlordClient, { bank: BANK }, overlapping);
    expect(b.body).toMatchObject({ creditLines: 3, newLines: 1, alreadyImported: 2 });
    const again = await uploadStatement(s.landlordClient, { bank: BANK }, overlapping);
    expect(again.body).toMatchObject({ newLines: 0, alreadyImported: 3 });
    // Two uploads of a new export at the same moment store each line once.
    const third = stanbic([`${day(1)},${day(1)},DEPOSIT THREE,,,90000,360000`]);
    const raced = await Promise.all([
      uploadStatement(s.landlordClient, { bank: BANK }, third),
      uploadStatement(s.landlordClient, { bank: BANK }, third),
    ]);
    expect(raced.map((r) => r.status)).toEqual([201, 201]);
    expect(raced.map((r) => r.body.newLines as number).sort()).toEqual([0, 1]);
    const rows = await t.database.db
      .select({ id: linesTable.id })
      .from(linesTable)
      .where(and(eq(linesTable.landlordId, s.landlord.id), eq(linesTable.bank, BANK)));
    expect(rows).toHaveLength(5);
    // The same export uploaded under another bank's name adds nothing: it would credit the money twice.
    const centenary = await uploadStatement(s.landlordClient, { bank: "Centenary Bank" }, third);
    expect(centenary.body).toMatchObject({ newLines: 0, alreadyImported: 1 });
  });

  it("takes the columns the landlord chose, semicolons, a sep= line and a byte order mark", async () => {
    const s = await rentSetup(t);
    const d = dayFirst(s.today);
    const csv = `\uFEFFsep=;\r\nWhen;Who;In;Out\r\n${d};AMINA RENT;1.500.000;\r\n${d};OTHER;"750 000";\r\n`;
    const bad = await uploadStatement(s.landlordClient, { bank: "dfcu Bank" }, csv);
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe("NO_DATE_COLUMN");
    expect(bad.body.error).toContain("When, Who, In, Out");
    const res = await uploadStatement(
      s.landlordClient,
      {
        bank: "dfcu Bank",
        dateColumn: "when",
        amountColumn: "IN",
        descriptionColumn: "Who",
        referenceColumn: "",
      },
      csv,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    // "1.500.000" is no amount we read (dots between thousands); "750 000" is.
    expect(res.body).toMatchObject({ creditLines: 1, skippedCount: 1, skipped: [{ reason: "amount" }] });
    expect(res.body.mapping).toEqual({
      date: "When",
      amount: "In",
      description: "Who",
      reference: null,
      balance: null,
    });
    // Remembered: the next upload of this bank needs no columns.
    const next = await uploadStatement(
      s.landlordClient,
      { bank: "dfcu Bank" },
      csv.replace("OTHER", "ANOTHER"),
    );
    expect(next.status).toBe(201);
    const [saved] = await t.database.db
      .select()
      .from(statementMappings)
      .where(and(eq(statementMappings.landlordId, s.landlord.id), eq(statementMappings.bank, "dfcu Bank")));
    expect(saved).toMatchObject({ dateColumn: "When", amountColumn: "In", descriptionColumn: "Who" });
  });

  it("refuses with a clear 400 what it cannot import", async () => {
    const s = await rentSetup(t);
    const d = dayFirst(s.today);
    const good = stanbic([`${d},${d},RENT,,,500000,500000`]);
    const up = (fields: Record<string, string>, file: string | Buffer | null) =>
      uploadStatement(s.landlordClient, fields, file);
    const cases: [string, Awaited<ReturnType<typeof up>>, number, string][] = [
      ["unknown bank", await up({ bank: "Bank of Nowhere" }, good), 400, "UNKNOWN_BANK"],
      ["no bank", await up({}, good), 400, "VALIDATION_ERROR"],
      ["a megabyte bank", await up({ bank: "x".repeat(1_000_000) }, good), 400, "VALIDATION_ERROR"],
      ["no file", await up({ bank: BANK }, null), 400, "NO_FILE"],
      ["empty file", await up({ bank: BANK }, ""), 400, "EMPTY_FILE"],
      ["binary", await up({ bank: BANK }, Buffer.from([0x50, 0x4b, 3, 4, 0, 0, 1, 2])), 400, "NOT_A_CSV"],
      ["a NUL inside", await up({ bank: BANK }, `${good}\u0000`), 400, "NOT_A_CSV"],
      ["a PDF", await up({ bank: BANK }, "%PDF-1.7\n1 0 obj"), 400, "NOT_A_CSV"],
      [
        "no amount column",
        await up({ bank: BANK }, "Date,Narration,Debit\n01/03/2026,x,100"),
        400,
        "NO_AMOUNT_COLUMN",
      ],
      [
        "a chosen amount column not in the file",
        await up({ bank: BANK, amountColumn: "Money" }, good),
        400,
        "NO_AMOUNT_COLUMN",
      ],
      [
        "a chosen reference column not in the file",
        await up({ bank: BANK, referenceColumn: "Slip" }, good),
        400,
        "UNKNOWN_COLUMN",
      ],
      [
        "no credit lines",
        await up({ bank: BANK }, stanbic([`${d},${d},ATM,,100,,0`])),
        400,
        "NO_CREDIT_LINES",
      ],
      [
        "too many rows",
        await up({ bank: BANK }, stanbic(Array.from({ length: 5_000 }, () => `${d},${d},R,,,1,1`))),
        400,
        "TOO_MANY_ROWS",
      ],
      ["over 2 MB", await up({ bank: BANK }, `${good}\n${"x,".repeat(1_100_000)}`), 413, "FILE_TOO_LARGE"],
      ["a NUL in a field", await up({ bank: `Stanbic\u0000` }, good), 400, "INVALID_CHARACTERS"],
    ];
    for (const [what, res, status, code] of cases) {
      expect(res.status, what).toBe(status);
      expect(res.body.code, what).toBe(code);
      expect(res.body.error, what).toEqual(expect.any(String));
    }
    const noAmount = cases.find(([w]) => w === "no amount column")![1];
    expect(noAmount.body.error).toContain("Date, Narration, Debit");
    // Not multipart, and a multipart body cut off.
    const json = await s.landlordClient.post("/api/landlord/statements", { bank: BANK });
    expect(json.status).toBe(400);
    const cut = await s.landlordClient.request("POST", "/api/landlord/statements", "--x\r\nContent-Dispo", {
      "content-type": "multipart/form-data; boundary=x",
    });
    expect(cut.status).toBe(400);
    expect(cut.body.code).toBe("MALFORMED_MULTIPART");
    // Nothing was stored by any of these.
    expect((await s.landlordClient.get("/api/landlord/statements")).body.items).toEqual([]);
    const mapping = await s.landlordClient.get("/api/landlord/statements/mapping?bank=Nowhere");
    expect([mapping.status, mapping.body.code]).toEqual([400, "UNKNOWN_BANK"]);
  });

  it("is the landlord's own: other landlords get 404, tenants 403, strangers 401", async () => {
    const s = await rentSetup(t);
    const d = dayFirst(s.today);
    const res = await uploadStatement(
      s.landlordClient,
      { bank: BANK },
      stanbic([`${d},${d},RENT,,,500000,500000`]),
    );
    const id = res.body.statementId as string;
    const other = await clientFor(t, (await makeLandlord(t.database.db)).id);
    expect((await other.get(`/api/landlord/statements/${id}/lines`)).status).toBe(404);
    expect((await other.get("/api/landlord/statements")).body.items).toEqual([]);
    expect(
      (await other.get(`/api/landlord/statements/mapping?bank=${encodeURIComponent(BANK)}`)).body,
    ).toEqual({
      mapping: null,
    });
    expect((await s.landlordClient.get(`/api/landlord/statements/${crypto.randomUUID()}/lines`)).status).toBe(
      404,
    );
    expect((await s.landlordClient.get("/api/landlord/statements/not-a-uuid/lines")).status).toBe(400);
    expect((await s.landlordClient.get(`/api/landlord/statements/${id}/lines?cursor=forged`)).status).toBe(
      400,
    );
    // The shape of a cursor but no day (February has no 31st): a 400, not the database's error.
    const noDay = Buffer.from(`2026-02-31|${crypto.randomUUID()}`).toString("base64url");
    expect((await s.landlordClient.get(`/api/landlord/statements/${id}/lines?cursor=${noDay}`)).status).toBe(
      400,
    );
    expect((await s.landlordClient.get(`/api/landlord/statements/${id}/lines?status=paid`)).status).toBe(400);
    for (const [method, url] of [
      ["GET", "/api/landlord/statements"],
      ["GET", `/api/landlord/statements/${id}/lines`],
      ["GET", "/api/landlord/statements/leases"],
      ["POST", "/api/landlord/statements"],
    ] as const) {
      expect((await s.tenantClient.request(method, url)).status, url).toBe(403);
    }
  });

  it("pages the uploads newest first", async () => {
    const s = await rentSetup(t);
    const d = dayFirst(s.today);
    const ids: string[] = [];
    for (const n of [1, 2, 3]) {
      const res = await uploadStatement(
        s.landlordClient,
        { bank: BANK },
        stanbic([`${d},${d},R${n},,,${n}000,1`]),
      );
      ids.push(res.body.statementId as string);
    }
    const first = await s.landlordClient.get("/api/landlord/statements?limit=2");
    expect((first.body.items as { id: string }[]).map((i) => i.id)).toEqual([ids[2], ids[1]]);
    const second = await s.landlordClient.get(
      `/api/landlord/statements?limit=2&cursor=${first.body.nextCursor}`,
    );
    expect((second.body.items as { id: string }[]).map((i) => i.id)).toEqual([ids[0]]);
    expect(second.body.nextCursor).toBeNull();
  });
});
