import { PaymentStatusView } from "@/features/payments/PaymentStatusView";
import { t } from "@/lib/i18n";
import { usePageTitle } from "@/lib/page-title";

/** /payment-success?reference=: where the payer comes back to; verifies the payment (polling while pending). */
export default function PaymentSuccessPage() {
  usePageTitle(t("payments.statusTitle"));
  return <PaymentStatusView />;
}
