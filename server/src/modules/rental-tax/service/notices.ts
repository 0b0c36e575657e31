import { msg } from "../../../../../common/i18n/message";
import { longDate } from "../../../../../common/kampala-calendar";
import { amountText } from "../../../../../common/money";
import type { DbOrTx } from "../../../db/client";
import { translator } from "../../../platform/i18n";
import { pagePath } from "../../../platform/pages";
import {
  type DeliverDeps,
  deliverNotifications,
  type MessageDeps,
  type NewNotification,
  notify,
} from "../../notifications";
import { claimNotice, landlordPage } from "../queries";
import { returnsToNotify, type TaxpayerKind } from "../rules";
import { readRentalTax } from "./estimate";

const PAGE = 500;

/**
 * Daily: every landlord with a property is told, once, of each URA return due within RETURN_NOTICE_DAYS (in the
 * app, and by SMS and email as their settings allow), with Nyumba's estimate of the tax. The notice is claimed
 * (rental_tax_notices) in the transaction that writes it, so a second run, or a second instance, sends nothing.
 * Returns how many notices were sent.
 */
export async function sendRentalTaxNotices(
  deps: { db: DbOrTx } & DeliverDeps & MessageDeps,
  today: string,
  now = new Date(),
): Promise<number> {
  const due = {
    individual: returnsToNotify(today, "individual"),
    non_individual: returnsToNotify(today, "non_individual"),
  };
  if (!due.individual.length && !due.non_individual.length) return 0;
  let sent = 0;
  let after: string | null = null;
  for (;;) {
    const page = await landlordPage(deps.db, after, PAGE);
    for (const landlord of page) {
      const kind: TaxpayerKind = landlord.accountType === "company" ? "non_individual" : "individual";
      for (const { taxReturn, year, deadline } of due[kind]) {
        const caller = { id: landlord.id, role: "landlord" as const };
        const stored = await deps.db.transaction(async (tx) => {
          // Claimed first: on the window's other days a landlord already told costs one insert, not an estimate.
          if (!(await claimNotice(tx, { landlordId: landlord.id, taxReturn, deadline }))) return [];
          const view = await readRentalTax({ db: tx }, caller, { year: year.startYear, as: kind }, today);
          const values = {
            year: year.label,
            // In the landlord's language, as the rest of the message will be.
            date: longDate(deadline, translator(landlord.locale ?? undefined).locale),
            amount: amountText(view.estimate.taxDue, "UGX"),
          };
          const notice: NewNotification = {
            userId: landlord.id,
            type: "payment",
            priority: "high",
            title: msg(`rental-tax.noticeTitle_${taxReturn}`, { date: values.date }),
            message: msg(`rental-tax.notice_${taxReturn}`, values),
            link: pagePath("/rental-tax"),
            sms: msg(`rental-tax.noticeSms_${taxReturn}`, values),
            smsKey: `rental-tax:${landlord.id}:${taxReturn}:${deadline}`,
          };
          return notify(tx, deps, [notice], now);
        });
        if (stored.length) {
          await deliverNotifications(deps, stored, now);
          sent += 1;
        }
      }
    }
    if (page.length < PAGE) return sent;
    after = page.at(-1)!.id;
  }
}
