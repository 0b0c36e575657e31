import { randomBytes, randomUUID } from "node:crypto";
import { and, eq, inArray, isNull, or } from "drizzle-orm";
import {
  addDays,
  addMonths,
  kampalaDay,
  kampalaDayStart,
  kampalaToday,
} from "../../../common/kampala-calendar";
import { PAYMENT_METHOD_LABELS } from "../../../common/payment-methods";
import { newPaymentReference } from "../../../common/payment-reference";
import { parseCsv } from "../../../common/reconciliation/csv";
import { columnIndex, guessMapping } from "../../../common/reconciliation/mapping";
import type { DbOrTx } from "../db/client";
import {
  allocations,
  bankStatements,
  charges,
  leases,
  paymentProofs,
  payments,
  payoutAccounts,
  properties,
  statementLines,
  statementMappings,
  units,
  users,
} from "../db/schema";
import { creditLines } from "../modules/reconciliation/statement-file";
import { periodOf } from "../modules/tenancy/dates";
import { translator } from "../platform/i18n";
import { makeThumbnail } from "../platform/storage/images";
import { newStorageKey, type Storage } from "../platform/storage/storage";
import { DEMO_TENANT_EMAIL } from "./demo-accounts";
import { type DepositSlip, renderDepositSlip } from "./demo-photos";
import { demoPaymentAndLeaseIds, OVERDUE_UNITS } from "./demo-rent";

/** The bank of the demo's deposits and statement (the demo landlord's account is there). */
const BANK = "Stanbic Bank Uganda";
/** Kampala Heights tenants who paid this month's rent in cash, and who took it (null: the landlord). */
const CASH_PAYERS: [unit: string, receivedBy: string | null][] = [
  ["1B", "Caretaker Okello"],
  ["3D", null],
];
/** What the demo landlord's account held when the statement's month began. */
const OPENING_BALANCE = 18_640_000;
const HOUR = 3_600_000;
const MONTHS = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];

/** A stored proof file: the slip's photo and its thumbnail. */
export interface DemoProofFile {
  fileKey: string;
  thumbKey: string;
  contentType: string;
}

/**
 * Where the demo's deposit slips come from. They are drawn for each seeding, a demo world's too: a slip shows the
 * lease's payment reference and the day it was paid, which are the world's own (never the template's), so a world
 * owns its slips and they go with it.
 */
export interface DemoProofFiles {
  /** Starts drawing the slip at once and stores it (and its thumbnail) under the lease, like a tenant's upload. */
  store(leaseId: string, slip: DepositSlip): Promise<DemoProofFile>;
  /** Deletes whatever was stored, once the drawing has ended: for a seeding that did not commit. */
  discard(): Promise<void>;
}

/** Slips drawn (demo-photos.ts) and stored in `storage`, as a tenant's upload is stored (payments' proofs.ts). */
export function renderedSlips(storage: Storage): DemoProofFiles {
  const stored: string[] = [];
  const drawing: Promise<unknown>[] = [];
  return {
    store(leaseId, slip) {
      const done = (async () => {
        const jpeg = await renderDepositSlip(slip);
        const thumb = await makeThumbnail(jpeg);
        const folder = `payment-proofs/${leaseId}`;
        const file = {
          fileKey: newStorageKey(folder, "jpg"),
          thumbKey: newStorageKey(folder, "thumb.webp"),
          contentType: "image/jpeg",
        };
        stored.push(file.fileKey, file.thumbKey);
        await storage.put(file.fileKey, jpeg, "image/jpeg");
        await storage.put(file.thumbKey, thumb, "image/webp");
        return file;
      })();
      // Handled here (the caller awaits it later): a failed drawing is not an unhandled rejection meanwhile.
      drawing.push(done.catch(() => undefined));
      return done;
    },
    async discard() {
      await Promise.all(drawing);
      await Promise.all(stored.map((key) => storage.delete(key)));
    },
  };
}

/** One quoted CSV line. */
const csvLine = (cells: string[]) => cells.map((c) => `"${c.replace(/"/g, '""')}"`).join(",");
const money = (n: number) => `${n.toLocaleString("en-US")}.00`;
/** 'YYYY-MM-DD' as a Ugandan bank writes it: day first. */
const dayFirst = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

export interface DemoStatementCredit {
  valueDate: string;
  description: string;
  reference: string | null;
  amount: number;
}

/**
 * The demo statement as the bank exports it (a CSV with a running balance), from its credits in date order: what
 * the demo landlord uploaded, and what uploading it again would send.
 */
export function demoStatementCsv(credits: readonly DemoStatementCredit[]): string {
  let balance = OPENING_BALANCE;
  const rows = credits.map((c) => {
    balance += c.amount;
    return csvLine([
      dayFirst(c.valueDate),
      c.description,
      c.reference ?? "",
      "",
      money(c.amount),
      money(balance),
    ]);
  });
  return `${[csvLine(["Date", "Description", "Reference", "Debit", "Credit", "Balance"]), ...rows].join("\r\n")}\r\n`;
}

/**
 * Rent paid outside the app (issue 14): Sarah's rent of last month was a bank deposit whose slip she sent and the
 * landlord confirmed, and she sent the slip of a deposit made yesterday for the month she owes, waiting for the
 * landlord (it credits nothing until confirmed, so she still owes it); two other Kampala Heights tenants paid this
 * month in cash; the landlord uploaded last month's bank statement, whose lines are confirmed (Sarah's deposit),
 * matched by a lease's reference, suggested by a tenant's name and amount, and unmatched. The lease references
 * these use are set.
 *
 * Runs after the rent history, whose payments it turns into these (same amounts, allocations and receipts). The
 * slips need `files`: without it, Sarah's payments stay as they were and the statement has no confirmed line.
 * Returns what finishes the proofs: their rows, once the slips (drawn meanwhile, off the database's thread) are
 * stored; the portfolio seed calls it last.
 */
export async function seedDemoPaymentsOutside(
  db: DbOrTx,
  landlordId: string,
  {
    files,
    today = kampalaToday(),
    now = Date.now(),
  }: { files?: DemoProofFiles; today?: string; now?: number } = {},
): Promise<() => Promise<void>> {
  const thisPeriod = periodOf(today);
  const lastPeriod = periodOf(addMonths(`${thisPeriod}-01`, -1));
  const heights = await db
    .select({
      id: leases.id,
      tenantId: leases.tenantId,
      propertyId: leases.propertyId,
      unitNumber: units.unitNumber,
      monthlyRent: leases.monthlyRent,
      currency: leases.currency,
      paymentReference: leases.paymentReference,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(leases)
    .innerJoin(properties, eq(properties.id, leases.propertyId))
    .innerJoin(units, eq(units.id, leases.unitId))
    .innerJoin(users, eq(users.id, leases.tenantId))
    .where(
      and(
        eq(properties.landlordId, landlordId),
        eq(properties.name, "Kampala Heights"),
        eq(leases.status, "active"),
      ),
    );
  const sarah = heights.find((l) => l.email === DEMO_TENANT_EMAIL);
  const [matched, suggested] = OVERDUE_UNITS.map((unit) => heights.find((l) => l.unitNumber === unit));
  const cash = CASH_PAYERS.flatMap(([unit, receivedBy]) => {
    const lease = heights.find((l) => l.unitNumber === unit);
    return lease ? [{ lease, receivedBy }] : [];
  });
  if (!sarah || !matched || !suggested) return async () => {};

  // The references the slips and the statement carry (a lease gets one when first shown; these are shown now).
  const references = new Map(
    [sarah, matched, suggested].map((l) => [
      l.id,
      l.paymentReference ?? newPaymentReference((n) => randomBytes(n)),
    ]),
  );
  for (const [id, reference] of references)
    await db.update(leases).set({ paymentReference: reference }).where(eq(leases.id, id));
  const referenceOf = (l: { id: string }) => references.get(l.id)!;

  const [account] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      accountName: payoutAccounts.bankAccountName,
      accountNumber: payoutAccounts.bankAccountNumber,
      branch: payoutAccounts.bankBranch,
    })
    .from(users)
    .leftJoin(payoutAccounts, and(eq(payoutAccounts.landlordId, users.id), isNull(payoutAccounts.propertyId)))
    .where(eq(users.id, landlordId))
    .limit(1);
  const landlordName = `${account?.firstName ?? ""} ${account?.lastName ?? ""}`.trim();

  // The rent payments turned into these: Sarah's of last month, the cash payers' of this month.
  const rentPayments = await db
    .select({
      id: payments.id,
      leaseId: payments.leaseId,
      period: charges.period,
      amount: payments.amount,
      settledAt: payments.settledAt,
    })
    .from(payments)
    .innerJoin(allocations, eq(allocations.paymentId, payments.id))
    .innerJoin(charges, eq(charges.id, allocations.chargeId))
    .where(
      and(
        inArray(payments.leaseId, [sarah.id, ...cash.map((c) => c.lease.id)]),
        eq(payments.status, "succeeded"),
        eq(charges.kind, "rent"),
        isNull(charges.petId),
        inArray(charges.period, [lastPeriod, thisPeriod]),
      ),
    );
  const paymentOf = (leaseId: string, period: string) =>
    rentPayments.find((p) => p.leaseId === leaseId && p.period === period && p.settledAt);

  // Sarah's slips, drawn from here on while the rows go in.
  const deposited = files ? paymentOf(sarah.id, lastPeriod) : undefined;
  const depositedOn = deposited ? kampalaDay(deposited.settledAt!) : null;
  const yesterday = addDays(today, -1);
  const slip = (amount: number, date: string): DepositSlip => ({
    bank: BANK,
    branch: account?.branch ?? "Kampala Road",
    accountName: account?.accountName ?? landlordName,
    accountNumber: account?.accountNumber ?? "",
    amount,
    reference: referenceOf(sarah),
    depositor: `${sarah.firstName} ${sarah.lastName}`,
    date,
  });
  const depositSlip =
    deposited && depositedOn ? files!.store(sarah.id, slip(deposited.amount, depositedOn)) : null;
  const pendingSlip = files ? files.store(sarah.id, slip(sarah.monthlyRent, yesterday)) : null;

  const t = translator();
  const bankDeposit = t.t(PAYMENT_METHOD_LABELS.bank_deposit);
  const proofDescription = t.t("payments.proofDescription", {
    method: bankDeposit,
    reference: referenceOf(sarah),
  });
  const proofRows: (Omit<typeof paymentProofs.$inferInsert, "fileKey" | "thumbKey" | "contentType"> & {
    file: Promise<DemoProofFile>;
  })[] = [];

  // Last month: a bank deposit, proven by its slip, confirmed by the landlord the next day (same amount,
  // allocation and receipt as before; no platform fee on money that never went through the app).
  if (deposited && depositSlip && depositedOn) {
    const settledAt = deposited.settledAt!;
    const submittedAt = new Date(settledAt.getTime() + 2 * HOUR);
    await db
      .update(payments)
      .set({
        method: "bank_deposit",
        provider: "proof",
        providerLabel: BANK,
        phone: null,
        accountName: null,
        platformFee: 0,
        description: proofDescription,
        createdAt: submittedAt,
        expiresAt: settledAt,
      })
      .where(eq(payments.id, deposited.id));
    proofRows.push({
      paymentId: deposited.id,
      bank: BANK,
      tenantReference: referenceOf(sarah),
      paidOn: depositedOn,
      decidedBy: landlordId,
      decidedAt: new Date(settledAt.getTime() + 26 * HOUR),
      createdAt: submittedAt,
      file: depositSlip,
    });
  }

  // Yesterday: a deposit of the month she owes, waiting for the landlord (nothing allocated, no receipt).
  if (pendingSlip) {
    const id = randomUUID();
    const key = randomUUID();
    const submittedAt = new Date(Math.min(now - 60_000, kampalaDayStart(yesterday).getTime() + 15.5 * HOUR));
    await db.insert(payments).values({
      id,
      leaseId: sarah.id,
      tenantId: sarah.tenantId!,
      propertyId: sarah.propertyId,
      landlordId,
      amount: sarah.monthlyRent,
      currency: sarah.currency,
      platformFee: 0,
      method: "bank_deposit",
      provider: "proof",
      providerLabel: BANK,
      description: proofDescription,
      reference: randomUUID(),
      idempotencyKey: `demo-${key}`,
      status: "verifying",
      createdAt: submittedAt,
      // As a tenant's proof: the day paid, at noon in Kampala.
      expiresAt: new Date(kampalaDayStart(yesterday).getTime() + 12 * HOUR),
    });
    proofRows.push({
      paymentId: id,
      bank: BANK,
      tenantReference: referenceOf(sarah),
      paidOn: yesterday,
      createdAt: submittedAt,
      file: pendingSlip,
    });
  }

  // This month: two tenants paid cash, one to the caretaker, one to the landlord (as direct.ts records it).
  for (const { lease, receivedBy } of cash) {
    const paid = paymentOf(lease.id, thisPeriod);
    if (!paid) continue;
    await db
      .update(payments)
      .set({
        method: "cash",
        provider: "direct",
        providerLabel: t.t(PAYMENT_METHOD_LABELS.cash),
        receivedBy: receivedBy ?? landlordName,
        phone: null,
        accountName: null,
        platformFee: 0,
      })
      .where(eq(payments.id, paid.id));
  }

  await seedDemoStatement(db, landlordId, {
    lastPeriod,
    thisPeriod,
    now,
    sarah:
      deposited && depositedOn
        ? { lease: sarah, paymentId: deposited.id, amount: deposited.amount, day: depositedOn }
        : null,
    matched,
    suggested,
    referenceOf,
  });

  return async () => {
    if (!proofRows.length) return;
    const stored = await Promise.all(proofRows.map((r) => r.file));
    await db.insert(paymentProofs).values(proofRows.map(({ file: _, ...r }, i) => ({ ...r, ...stored[i]! })));
  };
}

interface StatementLease {
  id: string;
  monthlyRent: number;
  firstName: string;
  lastName: string;
}

/**
 * Last month's Stanbic statement, uploaded at the start of this month with the columns remembered for the bank.
 * Its lines are read from its CSV by the reconciliation's own reader, so their fingerprints are those an upload
 * of the same file computes: uploading it again finds every line already imported.
 */
async function seedDemoStatement(
  db: DbOrTx,
  landlordId: string,
  s: {
    lastPeriod: string;
    thisPeriod: string;
    now: number;
    sarah: { lease: StatementLease; paymentId: string; amount: number; day: string } | null;
    matched: StatementLease;
    suggested: StatementLease;
    referenceOf: (l: { id: string }) => string;
  },
): Promise<void> {
  type Line = DemoStatementCredit &
    Pick<typeof statementLines.$inferInsert, "status" | "leaseId" | "paymentId">;
  const lines: Line[] = [];
  if (s.sarah)
    lines.push({
      valueDate: s.sarah.day,
      description:
        `CASH DEPOSIT KAMPALA RD ${s.sarah.lease.firstName} ${s.sarah.lease.lastName}`.toUpperCase(),
      reference: s.referenceOf(s.sarah.lease),
      amount: s.sarah.amount,
      status: "confirmed",
      leaseId: s.sarah.lease.id,
      paymentId: s.sarah.paymentId,
    });
  lines.push(
    {
      valueDate: `${s.lastPeriod}-14`,
      description: "CASH DEPOSIT KAWEMPE",
      reference: null,
      amount: 300_000,
      status: "unmatched",
      leaseId: null,
      paymentId: null,
    },
    {
      valueDate: `${s.lastPeriod}-27`,
      description: "CASH DEPOSIT NAKAWA",
      reference: s.referenceOf(s.matched),
      amount: s.matched.monthlyRent,
      status: "matched",
      leaseId: s.matched.id,
      paymentId: null,
    },
    {
      valueDate: `${s.lastPeriod}-28`,
      description: `MOBILE BANKING TRF FROM ${s.suggested.firstName} ${s.suggested.lastName}`.toUpperCase(),
      reference: null,
      amount: s.suggested.monthlyRent,
      status: "suggested",
      leaseId: s.suggested.id,
      paymentId: null,
    },
  );
  lines.sort((a, b) => (a.valueDate < b.valueDate ? -1 : a.valueDate > b.valueDate ? 1 : 0));

  const table = parseCsv(demoStatementCsv(lines));
  const header = table.rows[0]!;
  const mapping = guessMapping(header);
  const column = (name: string | undefined) => (name ? columnIndex(header, name) : undefined);
  const read = creditLines(table.rows, 0, {
    date: column(mapping.date)!,
    amount: column(mapping.amount)!,
    description: column(mapping.description),
    reference: column(mapping.reference),
    balance: column(mapping.balance),
  }).lines;
  if (read.length !== lines.length) throw new Error("the demo statement's lines could not all be read");

  // Uploaded on the 2nd of this month in the morning (or a little before now, early on the 1st).
  const uploadedAt = new Date(
    Math.min(s.now - 2 * HOUR, kampalaDayStart(`${s.thisPeriod}-02`).getTime() + 9.5 * HOUR),
  );
  const month = MONTHS[Number(s.lastPeriod.slice(5, 7)) - 1];
  const [statement] = await db
    .insert(bankStatements)
    .values({
      landlordId,
      bank: BANK,
      fileName: `stanbic-${month}-${s.lastPeriod.slice(0, 4)}.csv`,
      creditLines: read.length,
      newLines: read.length,
      createdAt: uploadedAt,
    })
    .returning({ id: bankStatements.id });
  await db.insert(statementLines).values(
    read.map((line, i) => ({
      statementId: statement!.id,
      landlordId,
      bank: BANK,
      fingerprint: line.fingerprint,
      valueDate: line.valueDate,
      amount: line.amount,
      description: line.description,
      reference: line.reference,
      status: lines[i]!.status,
      leaseId: lines[i]!.leaseId,
      paymentId: lines[i]!.paymentId,
      // The confirmed line was tied to the deposit already credited, a few minutes after the upload.
      decidedAt: lines[i]!.status === "confirmed" ? new Date(uploadedAt.getTime() + 0.1 * HOUR) : null,
      createdAt: uploadedAt,
    })),
  );
  await db.insert(statementMappings).values({
    landlordId,
    bank: BANK,
    dateColumn: mapping.date!,
    amountColumn: mapping.amount!,
    descriptionColumn: mapping.description ?? null,
    referenceColumn: mapping.reference ?? null,
    balanceColumn: mapping.balance ?? null,
    updatedAt: uploadedAt,
  });
}

/**
 * Removes the rent paid outside the app of demo properties, landlords and tenants (before their payments go):
 * proofs, statements with their lines, remembered columns. Returns the proofs' storage keys, for
 * deleteUnreferencedFiles once the transaction has committed.
 */
export async function deleteDemoPaymentsOutside(
  db: DbOrTx,
  propertyIds: number[],
  userIds: string[],
): Promise<string[]> {
  if (!userIds.length && !propertyIds.length) return [];
  const { paymentIds, leaseIds } = demoPaymentAndLeaseIds(db, propertyIds, userIds);
  const proofs = await db
    .delete(paymentProofs)
    .where(inArray(paymentProofs.paymentId, paymentIds))
    .returning({ fileKey: paymentProofs.fileKey, thumbKey: paymentProofs.thumbKey });
  await db
    .delete(statementLines)
    .where(
      or(
        userIds.length ? inArray(statementLines.landlordId, userIds) : undefined,
        inArray(statementLines.paymentId, paymentIds),
        inArray(statementLines.leaseId, leaseIds),
      ),
    );
  if (userIds.length) {
    await db.delete(bankStatements).where(inArray(bankStatements.landlordId, userIds));
    await db.delete(statementMappings).where(inArray(statementMappings.landlordId, userIds));
  }
  return proofs.flatMap((p) => [p.fileKey, p.thumbKey]).filter((k): k is string => k !== null);
}
