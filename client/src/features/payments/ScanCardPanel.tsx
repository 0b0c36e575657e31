import type { RentSummary } from "@common/schemas/rent";
import { Camera } from "lucide-react";
import { useId } from "react";
import { t } from "@/lib/i18n";
import { CardPanel } from "./CardPanel";

/**
 * 'Scan Card': the card flow (CardPanel), told how the phone's own camera fills in the card. The scanning is the
 * browser's (Chrome's 'Scan new card', Safari's 'Scan Credit Card' on a card number field): the card form is
 * Stripe's Payment Element or the sandbox card page, whose fields carry the cc-* autocomplete tokens, and the card
 * details go straight to the card processor, never to our server.
 */
export function ScanCardPanel({ summary, initialAmount }: { summary: RentSummary; initialAmount: number }) {
  const id = useId();
  return (
    <div className="space-y-4" data-testid="scan-card-panel">
      <section aria-labelledby={`${id}-how`} className="rounded-lg border border-brand-100 bg-brand-50 p-4">
        <h3 id={`${id}-how`} className="flex items-center gap-2 font-semibold text-slate-900">
          <Camera aria-hidden className="h-5 w-5 shrink-0 text-brand-700" />
          {t("payments.scanIntro")}
        </h3>
        <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-slate-700">
          <li>{t("payments.scanStepAmount", { button: t("payments.continueToCard") })}</li>
          <li>{t("payments.scanStepField")}</li>
          <li>{t("payments.scanStepCheck")}</li>
        </ol>
        <p className="mt-2 text-sm text-slate-600">{t("payments.scanNoOption")}</p>
      </section>
      <CardPanel summary={summary} initialAmount={initialAmount} />
    </div>
  );
}
