import { PaymentStatusView } from "@/features/payments/PaymentStatusView";
import { usePageTitle } from "@/lib/page-title";

/** /payment-verify?reference=: the spec's payment verification result screen, with its toasts. */
export default function PaymentVerifyPage() {
  usePageTitle("Payment Verification");
  return <PaymentStatusView verificationToasts />;
}
