/** The small part of Stripe.js v3 the card flow uses (loaded on demand, never bundled). */
export interface StripePaymentElement {
  mount(el: HTMLElement): void;
  destroy(): void;
  on(event: "ready", handler: () => void): void;
}
export interface StripeElements {
  create(type: "payment", options?: Record<string, unknown>): StripePaymentElement;
}
export interface StripeConfirmResult {
  error?: { message?: string; type?: string };
  paymentIntent?: { id: string; status: string };
}
export interface StripeInstance {
  elements(options: { clientSecret: string; appearance?: Record<string, unknown> }): StripeElements;
  confirmPayment(options: {
    elements: StripeElements;
    confirmParams: { return_url: string };
    redirect: "if_required";
  }): Promise<StripeConfirmResult>;
}
type StripeFactory = (publishableKey: string) => StripeInstance;

const STRIPE_JS = "https://js.stripe.com/v3";
let loading: Promise<StripeFactory> | null = null;

/** Injects <script src="https://js.stripe.com/v3"> once, when a card payment needs it. */
export function loadStripe(): Promise<StripeFactory> {
  const w = window as unknown as { Stripe?: StripeFactory };
  if (w.Stripe) return Promise.resolve(w.Stripe);
  loading ??= new Promise<StripeFactory>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = STRIPE_JS;
    script.async = true;
    // The card form says what failed (StripeCardForm); these messages are for the console.
    script.onload = () => (w.Stripe ? resolve(w.Stripe) : reject(new Error("Stripe.js did not load")));
    script.onerror = () => {
      loading = null; // let a later attempt try again
      script.remove();
      reject(new Error(`${STRIPE_JS} could not be fetched`));
    };
    document.head.appendChild(script);
  });
  return loading;
}
