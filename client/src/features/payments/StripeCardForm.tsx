import { literal } from "@common/i18n/message";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { invalidateRentQueries } from "@/features/rent/queries";
import { apiErrorMessage } from "@/lib/errors";
import { t } from "@/lib/i18n";
import { useLocation } from "@/lib/navigation";
import { confirmCardPayment, verifyPayment } from "./queries";
import { paymentSuccessPath } from "./redirect";
import { loadStripe, type StripeElements, type StripeInstance } from "./stripe";

/** Stripe's Payment Element for one payment intent; Pay confirms it, then our server confirms the payment. */
export function StripeCardForm({
  clientSecret,
  publishableKey,
  reference,
  amountLabel,
}: {
  clientSecret: string;
  publishableKey: string;
  reference: string;
  amountLabel: string;
}) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const mountRef = useRef<HTMLDivElement>(null);
  const stripeRef = useRef<{ stripe: StripeInstance; elements: StripeElements } | null>(null);
  const [state, setState] = useState<"loading" | "ready" | "error">("loading");
  const [submitting, setSubmitting] = useState(false);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the load after a failure
  useEffect(() => {
    let cancelled = false;
    let destroy: (() => void) | undefined;
    setState("loading");
    loadStripe()
      .then((factory) => {
        if (cancelled || !mountRef.current) return;
        const stripe = factory(publishableKey);
        const elements = stripe.elements({ clientSecret, appearance: { theme: "stripe" } });
        const element = elements.create("payment");
        element.on("ready", () => !cancelled && setState("ready"));
        element.mount(mountRef.current);
        stripeRef.current = { stripe, elements };
        destroy = () => element.destroy();
      })
      .catch(() => {
        if (!cancelled) setState("error");
      });
    return () => {
      cancelled = true;
      destroy?.();
      stripeRef.current = null;
    };
  }, [clientSecret, publishableKey, attempt]);

  async function pay() {
    const s = stripeRef.current;
    if (!s || submitting) return;
    setSubmitting(true);
    const result = await s.stripe.confirmPayment({
      elements: s.elements,
      confirmParams: { return_url: `${window.location.origin}${paymentSuccessPath(reference)}` },
      redirect: "if_required",
    });
    if (result.error || !result.paymentIntent) {
      toast({
        variant: "destructive",
        title: t("payments.failedTitle"),
        // Stripe.js words its own card errors (in the browser's language).
        description: result.error?.message ? literal(result.error.message) : t("payments.cardNotCompleted"),
      });
      setSubmitting(false); // the card can be corrected and submitted again
      return;
    }
    try {
      // The intent answer names the payment only by its reference; /verify tells its id (and settles it too).
      const { paymentDetails } = await verifyPayment(reference);
      await confirmCardPayment({
        paymentId: paymentDetails.paymentId,
        stripePaymentIntentId: result.paymentIntent.id,
      });
      toast({ title: t("payments.successToast"), description: t("payments.cardReceived") });
      await invalidateRentQueries(queryClient);
      navigate(paymentSuccessPath(reference));
    } catch (e) {
      toast({
        variant: "destructive",
        title: t("payments.failedTitle"),
        description: apiErrorMessage(e, t("payments.cardNotConfirmed")),
      });
      setSubmitting(false);
    }
  }

  return (
    <div className="space-y-4">
      <div ref={mountRef} />
      {state === "loading" && (
        <div className="flex items-center gap-3 text-sm text-slate-600">
          <Spinner label={t("payments.cardFormLoadingLabel")} />
          {t("payments.cardFormLoading")}
        </div>
      )}
      {state === "error" && (
        <div role="alert" className="space-y-2 text-sm text-red-700">
          <p>{t("payments.cardFormLoadFailed")}</p>
          <Button variant="outline" onClick={() => setAttempt((a) => a + 1)}>
            {t("common.retry")}
          </Button>
        </div>
      )}
      {state === "ready" && (
        <Button onClick={pay} disabled={submitting} aria-busy={submitting} className="w-full sm:w-auto">
          {submitting ? t("payments.processing") : t("payments.payAmount", { amount: amountLabel })}
        </Button>
      )}
    </div>
  );
}
