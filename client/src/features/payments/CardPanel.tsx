import type { Message } from "@common/i18n/message";
import { formatMoney } from "@common/money";
import type { RentSummary } from "@common/schemas/rent";
import { Lock } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import { withNode } from "@/features/rent/with-node";
import type { ApiOutput } from "@/lib/api";
import { apiErrorMessage } from "@/lib/errors";
import { t } from "@/lib/i18n";
import { amountInputValue } from "@/lib/money-input";
import { amountHint, checkAmount } from "./amount";
import { newIdempotencyKey } from "./idempotency";
import { useCreatePaymentIntent } from "./queries";
import { assignExternal } from "./redirect";
import { StripeCardForm } from "./StripeCardForm";

/** Card payment: the amount, then Stripe's card form (or the sandbox card page when Stripe is not set up). */
export function CardPanel({ summary, initialAmount }: { summary: RentSummary; initialAmount: number }) {
  const id = useId();
  const [text, setText] = useState(amountInputValue(initialAmount, summary.currency));
  const [error, setError] = useState<Message | undefined>();
  const [intent, setIntent] = useState<(ApiOutput<"payments.createIntent"> & { amount: number }) | null>(
    null,
  );
  // One key per amount: a retry or double click reuses it; a different amount is a different payment.
  const key = useRef<{ amount: number; value: string } | null>(null);
  const create = useCreatePaymentIntent();

  const start = () => {
    const checked = checkAmount(text, summary);
    if (checked.error !== undefined) {
      setError(checked.error);
      return;
    }
    setError(undefined);
    const amount = checked.amount;
    if (create.isPending) return;
    if (key.current?.amount !== amount) key.current = { amount, value: newIdempotencyKey() };
    create.mutate(
      { body: { amount }, idempotencyKey: key.current.value },
      {
        onSuccess: (res) => {
          if (res.provider === "sandbox") {
            if (res.authorization_url && assignExternal(res.authorization_url)) return;
            toast({
              variant: "destructive",
              title: t("payments.failedTitle"),
              description: t("payments.initFailed"),
            });
            return;
          }
          if (!res.publishableKey) {
            toast({
              variant: "destructive",
              title: t("payments.failedTitle"),
              description: t("payments.cardUnavailable"),
            });
            return;
          }
          setIntent({ ...res, amount });
        },
        onError: (e) =>
          toast({
            variant: "destructive",
            title: t("payments.failedTitle"),
            description: apiErrorMessage(e, t("payments.initError")),
          }),
      },
    );
  };

  if (intent?.publishableKey) {
    return (
      <div className="space-y-3">
        <p className="text-sm text-slate-700">
          {withNode(
            (amount) => t("payments.cardPaying", { amount }),
            <span className="font-semibold">{formatMoney(intent.amount, summary.currency)}</span>,
          )}
        </p>
        <StripeCardForm
          clientSecret={intent.clientSecret}
          publishableKey={intent.publishableKey}
          reference={intent.reference}
          amountLabel={formatMoney(intent.amount, summary.currency)}
        />
        <Button variant="ghost" onClick={() => setIntent(null)}>
          {t("payments.changeAmount")}
        </Button>
      </div>
    );
  }

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        start();
      }}
    >
      <Field
        label={t("payments.amountLabel", { currency: summary.currency })}
        htmlFor={`${id}-amount`}
        error={error}
        hint={amountHint(summary)}
      >
        <Input
          id={`${id}-amount`}
          inputMode="numeric"
          autoComplete="off"
          value={text}
          aria-invalid={!!error}
          onChange={(e) => setText(e.target.value)}
        />
      </Field>
      <p className="flex items-center gap-2 text-xs text-slate-600">
        <Lock aria-hidden className="h-3.5 w-3.5 shrink-0" />
        {t("payments.cardPrivacy")}
      </p>
      <Button
        type="submit"
        disabled={create.isPending}
        aria-busy={create.isPending}
        className="w-full sm:w-auto"
      >
        {create.isPending ? t("payments.processing") : t("payments.continueToCard")}
      </Button>
    </form>
  );
}
