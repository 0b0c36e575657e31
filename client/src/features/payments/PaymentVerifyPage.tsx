import { PaymentStatusView } from "@/features/payments/PaymentStatusView";
import { t } from "@/lib/i18n";
import { usePageTitle } from "@/lib/page-title";

/** /payment-verify?reference=: the spec's payment verification result screen, with its toasts. */
export default function PaymentVerifyPage() {
  usePageTitle(t("payments.verificationTitle"));
  return <PaymentStatusView verificationToasts />;
}
