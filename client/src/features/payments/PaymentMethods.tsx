import type { MessageKey } from "@common/i18n/keys";
import type { RentSummary } from "@common/schemas/rent";
import {
  ChevronDown,
  CreditCard,
  FileUp,
  Landmark,
  type LucideIcon,
  ScanLine,
  Smartphone,
} from "lucide-react";
import { useId, useState } from "react";
import { t } from "@/lib/i18n";
import { BankPanel } from "./BankPanel";
import { CardPanel } from "./CardPanel";
import { MobileMoneyPanel } from "./MobileMoneyPanel";
import { ProofPanel } from "./ProofPanel";
import { ScanCardPanel } from "./ScanCardPanel";

type Method = "bank" | "card" | "mobile" | "scan" | "statement";

const METHODS: {
  value: Method;
  title: MessageKey;
  text: MessageKey;
  Icon: LucideIcon;
}[] = [
  {
    value: "bank",
    title: "payments.methodBank",
    text: "payments.methodBankText",
    Icon: Landmark,
  },
  {
    value: "card",
    title: "payments.methodCard",
    text: "payments.methodCardText",
    Icon: CreditCard,
  },
  {
    value: "mobile",
    title: "payments.methodMobile",
    text: "payments.methodMobileText",
    Icon: Smartphone,
  },
  {
    value: "scan",
    title: "payments.methodScan",
    text: "payments.methodScanText",
    Icon: ScanLine,
  },
  {
    value: "statement",
    title: "payments.methodStatement",
    text: "payments.methodStatementText",
    Icon: FileUp,
  },
];

/** The payment options, each opening in place. */
export function PaymentMethods({ summary, initialAmount }: { summary: RentSummary; initialAmount: number }) {
  const [open, setOpen] = useState<Method | null>("mobile");
  const id = useId();

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        {t("payments.chooseMethod")}
      </h2>
      <ul className="space-y-3">
        {METHODS.map(({ value, title, text, Icon }) => {
          const expanded = open === value;
          const panelId = `${id}-${value}`;
          const head = (
            <>
              <span
                aria-hidden
                className="grid h-10 w-10 shrink-0 place-items-center rounded-lg bg-brand-100 text-brand-700"
              >
                <Icon className="h-5 w-5" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-semibold text-slate-900">{t(title)}</span>
                <span className="block text-sm text-slate-600">{t(text)}</span>
              </span>
            </>
          );
          return (
            <li
              key={value}
              className={`rounded-xl border bg-white shadow-sm ${expanded ? "border-brand-600 ring-2 ring-brand-600/15" : "border-slate-200"}`}
            >
              <button
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : value)}
                className="flex min-h-16 w-full items-center gap-3 rounded-xl p-4 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                {head}
                <ChevronDown
                  aria-hidden
                  className={`h-5 w-5 shrink-0 text-slate-500 transition-transform motion-reduce:transition-none ${expanded ? "rotate-180" : ""}`}
                />
              </button>
              {expanded && (
                <div id={panelId} className="border-t border-slate-100 p-4">
                  {value === "mobile" ? (
                    <MobileMoneyPanel summary={summary} initialAmount={initialAmount} />
                  ) : value === "bank" ? (
                    <BankPanel summary={summary} />
                  ) : value === "scan" ? (
                    <ScanCardPanel summary={summary} initialAmount={initialAmount} />
                  ) : value === "statement" ? (
                    <ProofPanel summary={summary} />
                  ) : (
                    <CardPanel summary={summary} initialAmount={initialAmount} />
                  )}
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
