import { startFlutterwaveFake } from "./flutterwave-fake";
import { startMtnMomoFake } from "./mtn-momo-fake";
import { startStripeFake } from "./stripe-fake";

/**
 * Runs the three provider fakes as one process, for the e2e suite or a manual try-out:
 *
 *   APP_URL=http://localhost:3000 npx tsx server/src/platform/payments/fakes/serve.ts
 *
 * Ports: FAKE_MTN_PORT, FAKE_FLUTTERWAVE_PORT, FAKE_STRIPE_PORT (any free port unless set). Payments complete
 * when POST /__fake/complete/{reference} (MTN, Flutterwave) or /__fake/confirm/{pi} (Stripe) is called, or at
 * once with FAKE_COMPLETE_AT_ONCE=1; callbacks and webhooks then go to APP_URL. Prints the environment the app
 * needs to talk to them, then keeps running until stopped.
 */
const appUrl = (process.env.APP_URL ?? "http://localhost:3000").replace(/\/$/, "");
const completeAfterMs = process.env.FAKE_COMPLETE_AT_ONCE === "1" ? 0 : null;
const port = (name: string) => (process.env[name] ? Number(process.env[name]) : undefined);

const mtn = await startMtnMomoFake({ completeAfterMs, autoCallback: true, port: port("FAKE_MTN_PORT") });
const flutterwave = await startFlutterwaveFake({
  completeAfterMs,
  webhookUrl: `${appUrl}/api/payments/webhook/flutterwave`,
  port: port("FAKE_FLUTTERWAVE_PORT"),
});
const stripe = await startStripeFake({
  webhookUrl: `${appUrl}/api/payments/webhook/stripe`,
  port: port("FAKE_STRIPE_PORT"),
});

const env = {
  MTN_MOMO_BASE_URL: mtn.url,
  MTN_MOMO_SUBSCRIPTION_KEY: mtn.config.subscriptionKey,
  MTN_MOMO_API_USER: mtn.config.apiUser,
  MTN_MOMO_API_KEY: mtn.config.apiKey,
  MTN_MOMO_TARGET_ENVIRONMENT: mtn.config.targetEnvironment,
  FLUTTERWAVE_BASE_URL: flutterwave.url,
  FLUTTERWAVE_SECRET_KEY: flutterwave.config.secretKey,
  FLUTTERWAVE_WEBHOOK_HASH: flutterwave.config.webhookHash,
  STRIPE_BASE_URL: stripe.url,
  STRIPE_SECRET_KEY: stripe.config.secretKey,
  STRIPE_PUBLISHABLE_KEY: stripe.config.publishableKey,
  STRIPE_WEBHOOK_SECRET: stripe.config.webhookSecret,
};
process.stdout.write(`${JSON.stringify(env)}\n`);

const stop = async () => {
  await Promise.all([mtn.close(), flutterwave.close(), stripe.close()]);
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
