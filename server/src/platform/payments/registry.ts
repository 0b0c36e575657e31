import type { Config } from "../../config";
import type { Db } from "../../db/client";
import type { ProviderLog } from "./http";
import type { PaymentProvider } from "./provider";
import { createSandboxProvider } from "./sandbox";

export type ProviderName = PaymentProvider["name"];

/** The providers this instance talks to: one for mobile money, one for cards, and any by its stored name. */
export interface PaymentProviders {
  /** PAYMENT_PROVIDER: sandbox (default), mtn-momo or flutterwave. */
  mobileMoney: PaymentProvider;
  /** Stripe when its keys are set, otherwise the sandbox's card form. */
  card: PaymentProvider;
  /**
   * The provider a stored payment was made with (payments.provider). The sandbox is always available, so its
   * pending payments still settle after a switch to a real provider; a provider that is not configured is null.
   */
  byName(name: string): PaymentProvider | null;
}

export interface ProviderDeps {
  db: Db;
  log?: ProviderLog;
}

/**
 * Builds the providers from the config. The real adapters are imported only when selected, so the default
 * sandbox set-up never loads (or depends on) them.
 */
export async function createPaymentProviders(config: Config, deps: ProviderDeps): Promise<PaymentProviders> {
  const { publicUrl, payments: p } = config;
  const common = { publicUrl, log: deps.log };
  const sandbox = createSandboxProvider({ db: deps.db, publicUrl });

  let mobileMoney: PaymentProvider = sandbox;
  if (p.provider === "mtn-momo") {
    const { createMtnMomoProvider } = await import("./mtn-momo");
    mobileMoney = createMtnMomoProvider({ ...p.mtnMomo, ...common });
  } else if (p.provider === "flutterwave") {
    const { createFlutterwaveProvider } = await import("./flutterwave");
    mobileMoney = createFlutterwaveProvider({ ...p.flutterwave, ...common });
  }

  let card: PaymentProvider = sandbox;
  if (p.stripe) {
    const { createStripeProvider } = await import("./stripe");
    card = createStripeProvider({ ...p.stripe, ...common });
  }

  const byName = new Map<string, PaymentProvider>([[sandbox.name, sandbox]]);
  byName.set(mobileMoney.name, mobileMoney);
  byName.set(card.name, card);
  return { mobileMoney, card, byName: (name) => byName.get(name) ?? null };
}
