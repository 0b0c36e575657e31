import { literal } from "@common/i18n/message";
import { formatMoney } from "@common/money";
import type { ReadingView } from "@common/schemas/meters";
import type { ReactNode } from "react";
import { formatDay } from "@/lib/format";
import { t } from "@/lib/i18n";
import { measureName, utilityName } from "./labels";

/**
 * One reading with its photo, what it used and cost, and its dispute's state (an open one waits for the landlord:
 * `landlord` when they are the reader); `children` adds the actions.
 */
export function ReadingCard({
  reading: r,
  landlord = false,
  children,
}: {
  reading: ReadingView;
  landlord?: boolean;
  children?: ReactNode;
}) {
  const measure = measureName(r.measure);
  const superseded = r.supersededBy !== null;
  return (
    <article
      className={`flex gap-3 rounded-lg border p-3 ${superseded ? "border-dashed border-slate-300 bg-slate-50" : "border-slate-200 bg-white"}`}
    >
      <a href={r.photoUrl} target="_blank" rel="noreferrer" className="shrink-0">
        <img
          src={r.thumbUrl}
          alt={t("meters.photoAlt", { serial: r.serial, date: formatDay(r.readOn) })}
          width={72}
          height={72}
          loading="lazy"
          className="h-18 w-18 rounded-md object-cover"
        />
      </a>
      <div className="min-w-0 flex-1 space-y-1 text-sm">
        <p className="font-medium text-slate-900">
          {utilityName(r.utility)}
          {r.unitNumber ? <> · {literal(r.unitNumber)}</> : null} ·{" "}
          {t("meters.readingLine", { value: r.value, measure, date: formatDay(r.readOn) })}
        </p>
        <p className="text-slate-600">
          {r.consumption === null
            ? t("meters.baseline")
            : t("meters.consumptionLine", {
                consumption: r.consumption,
                measure,
                from: r.previous ?? "",
                to: r.value,
              })}
        </p>
        <p className="text-slate-800">
          {r.charged
            ? t("meters.amountCharged", { amount: formatMoney(r.amount, "UGX") })
            : t("meters.notCharged")}
        </p>
        {superseded && <p className="text-slate-600">{t("meters.superseded")}</p>}
        {r.dispute && (
          <p className="text-amber-800">
            {r.dispute.status === "open"
              ? t(landlord ? "meters.disputeAwaitingAnswer" : "meters.disputeOpen")
              : r.dispute.status === "corrected"
                ? t("meters.disputeCorrected")
                : t("meters.disputeRejected", { answer: literal(r.dispute.answer ?? "") })}
          </p>
        )}
        {children}
      </div>
    </article>
  );
}
