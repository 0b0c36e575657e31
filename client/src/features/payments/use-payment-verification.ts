import { asMessage } from "@common/i18n/message";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { toast } from "@/components/ui/toast";
import { invalidateRentQueries } from "@/features/rent/queries";
import { ApiError } from "@/lib/api";
import { t } from "@/lib/i18n";
import { verifyPayment } from "./queries";
import type { VerifyResponse } from "./types";

export const VERIFY_POLL_MS = 2000;
export const VERIFY_GIVE_UP_MS = 120_000;

export type VerificationView =
  | { view: "verifying" }
  | { view: "waiting"; data: VerifyResponse | null }
  | { view: "success"; data: VerifyResponse }
  | { view: "failed"; data: VerifyResponse | null };

/**
 * Verifies `reference` on load and, while the provider still says pending, every 2 s for about two minutes
 * (then "waiting", with a way to check again). `toasts` adds the verification page's toasts.
 * On /payment-success a dropped connection or a server hiccup keeps polling (the payment may well have gone
 * through); on the verification page it is a 'Verification Error'.
 */
export function usePaymentVerification(reference: string | null, toasts: boolean) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<VerificationView>({ view: "verifying" });
  const [run, setRun] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `run` restarts the checks (Check Again)
  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    if (!reference) {
      setState({ view: "failed", data: null });
      toast({
        variant: "destructive",
        title: t("payments.invalidPaymentTitle"),
        description: t("payments.noReference"),
      });
      return;
    }
    setState({ view: "verifying" });
    const startedAt = Date.now();
    let last: VerifyResponse | null = null;

    const again = () => {
      if (Date.now() - startedAt >= VERIFY_GIVE_UP_MS) setState({ view: "waiting", data: last });
      else timer = setTimeout(tick, VERIFY_POLL_MS);
    };

    async function tick() {
      let res: VerifyResponse;
      try {
        res = await verifyPayment(reference as string);
      } catch (e) {
        if (cancelled) return;
        const transient = !(e instanceof ApiError) || e.status === 0 || e.status >= 500 || e.status === 429;
        if (toasts) {
          toast({
            variant: "destructive",
            title: t("payments.verificationErrorTitle"),
            description: t("payments.verificationError"),
          });
          setState({ view: "failed", data: null });
        } else if (transient) again();
        else setState({ view: "failed", data: null });
        return;
      }
      if (cancelled) return;
      last = res;
      if (res.status === "pending") {
        again();
        return;
      }
      if (res.status === "succeeded") {
        setState({ view: "success", data: res });
        void invalidateRentQueries(queryClient);
        if (toasts) {
          const amount = res.paymentDetails.amount;
          const shown =
            res.paymentDetails.currency === "USD"
              ? (amount / 100).toLocaleString("en-UG")
              : amount.toLocaleString("en-UG");
          toast({
            title: t("payments.successToast"),
            description: t("payments.successToastText", {
              currency: res.paymentDetails.currency,
              amount: shown,
            }),
          });
        }
        return;
      }
      setState({ view: "failed", data: res });
      if (toasts) {
        toast({
          variant: "destructive",
          title: t("payments.failedTitle"),
          description: res.message ? asMessage(res.message) : t("payments.resultFailed"),
        });
      }
    }

    void tick();
    return () => {
      cancelled = true;
      if (timer) clearTimeout(timer);
    };
  }, [reference, toasts, run, queryClient]);

  return { state, checkAgain: () => setRun((r) => r + 1) };
}
