import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useLocation } from "wouter";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { invalidateRentQueries } from "@/features/rent/queries";
import { apiErrorMessage } from "@/lib/errors";
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
  const [loadError, setLoadError] = useState("");
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
      .catch((e: Error) => {
        if (cancelled) return;
        setLoadError(e.message);
        setState("error");
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
        title: "Payment Failed",
        description: result.error?.message ?? "Your card payment could not be completed. Please try again.",
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
      toast({ title: "Payment Successful", description: "Your rent payment has been received." });
      await invalidateRentQueries(queryClient);
      navigate(paymentSuccessPath(reference));
    } catch (e) {
      toast({
        variant: "destructive",
        title: "Payment Failed",
        description: apiErrorMessage(e, "Your card payment could not be confirmed. Please try again."),
      });
      setSubmitting(false);
    }
  }

  return (
    <div className="space-y-4">
      <div ref={mountRef} />
      {state === "loading" && (
        <div className="flex items-center gap-3 text-sm text-slate-600">
          <Spinner label="Loading the card form" />
          Loading the secure card form...
        </div>
      )}
      {state === "error" && (
        <div role="alert" className="space-y-2 text-sm text-red-700">
          <p>{loadError}</p>
          <Button variant="outline" onClick={() => setAttempt((a) => a + 1)}>
            Retry
          </Button>
        </div>
      )}
      {state === "ready" && (
        <Button onClick={pay} disabled={submitting} aria-busy={submitting} className="w-full sm:w-auto">
          {submitting ? "Processing..." : `Pay ${amountLabel}`}
        </Button>
      )}
    </div>
  );
}
