import { randomBytes } from "node:crypto";
import { z } from "zod";

const bool = z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1");

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "must be a redis:// or rediss:// URL")
    .optional(),
  REDIS_PREFIX: z.string().min(1).max(100).default("nyumba:"),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
    .optional(),
  MAIL_FROM: z.string().min(3).default("Nyumba <no-reply@nyumba.local>"),
  SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  DEMO_MODE: bool.default(true),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: bool.default(false),
  RP_ID: z.string().min(1).optional(),
  PAYMENT_PROVIDER: z.enum(["sandbox", "mtn-momo", "flutterwave"]).default("sandbox"),
  PLATFORM_FEE_BPS: z.coerce.number().int().min(0).max(2000).default(150),
  SANDBOX_PAYMENT_TIMEOUT_SECONDS: z.coerce.number().int().min(5).max(86_400).default(300),
  MTN_MOMO_BASE_URL: z.url().default("https://sandbox.momodeveloper.mtn.com"),
  MTN_MOMO_SUBSCRIPTION_KEY: z.string().min(1).optional(),
  MTN_MOMO_API_USER: z.string().min(1).optional(),
  MTN_MOMO_API_KEY: z.string().min(1).optional(),
  MTN_MOMO_TARGET_ENVIRONMENT: z.string().min(1).default("sandbox"),
  FLUTTERWAVE_BASE_URL: z.url().default("https://api.flutterwave.com"),
  FLUTTERWAVE_SECRET_KEY: z.string().min(1).optional(),
  FLUTTERWAVE_WEBHOOK_HASH: z.string().min(1).optional(),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_BASE_URL: z.url().default("https://api.stripe.com"),
  SMS_PROVIDER: z.enum(["none", "africastalking"]).default("none"),
  AT_BASE_URL: z.url().default("https://api.africastalking.com"),
  AT_USERNAME: z.string().min(1).optional(),
  AT_API_KEY: z.string().min(1).optional(),
  AT_SENDER_ID: z.string().min(1).max(11).optional(),
  /** The secret path part of the delivery-report URL given to Africa's Talking (they do not sign callbacks). */
  SMS_CALLBACK_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
  /** The secret path part of the USSD callback URL given to Africa's Talking; without it there is no USSD menu. */
  USSD_CALLBACK_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
  /** Tests only (NODE_ENV=test): the name of a crash point (platform/crash-point.ts) where the process dies. */
  TEST_CRASH_AT: z.string().min(1).max(100).optional(),
});

/** Keys each payment provider needs; a selected provider without them stops start-up. */
const PROVIDER_KEYS = {
  sandbox: [],
  "mtn-momo": ["MTN_MOMO_SUBSCRIPTION_KEY", "MTN_MOMO_API_USER", "MTN_MOMO_API_KEY"],
  flutterwave: ["FLUTTERWAVE_SECRET_KEY", "FLUTTERWAVE_WEBHOOK_HASH"],
} as const;

export type Config = {
  env: "development" | "production" | "test";
  isProduction: boolean;
  port: number;
  host: string;
  publicUrl: string;
  databaseUrl?: string;
  dataDir: string;
  /** Set when several instances serve the app: sockets' events, presence and rate limits go through Redis. */
  redis: { url: string; prefix: string } | null;
  smtpUrl?: string;
  mailFrom: string;
  sessionSecret: string;
  demoMode: boolean;
  logLevel: string;
  trustProxy: boolean;
  /** WebAuthn relying party: the host name passkeys are bound to. */
  rpId: string;
  payments: {
    provider: "sandbox" | "mtn-momo" | "flutterwave";
    platformFeeBps: number;
    sandboxTimeoutSeconds: number;
    mtnMomo: {
      baseUrl: string;
      subscriptionKey?: string;
      apiUser?: string;
      apiKey?: string;
      targetEnvironment: string;
    };
    flutterwave: { baseUrl: string; secretKey?: string; webhookHash?: string };
    /** Cards go through Stripe when its keys are set, otherwise through the sandbox's card form. */
    stripe: { baseUrl: string; secretKey?: string; publishableKey?: string; webhookSecret?: string } | null;
  };
  /** The USSD menu's callback secret; null: no USSD menu. */
  ussdCallbackToken: string | null;
  /** SMS through Africa's Talking; null when none is set up (development then shows codes on screen). */
  sms: {
    provider: "africastalking";
    baseUrl: string;
    username: string;
    apiKey: string;
    senderId?: string;
    callbackToken?: string;
  } | null;
  /** A crash point the process dies at (platform/crash-point.ts); only ever set when NODE_ENV=test. */
  crashAt: string | null;
};

export class ConfigError extends Error {}

/** Parses the environment once. A bad value stops start-up with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ""));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === "production";
  if (isProduction && !e.SESSION_SECRET) {
    throw new ConfigError("Invalid configuration:\n  SESSION_SECRET: required when NODE_ENV=production");
  }
  const missing: string[] = PROVIDER_KEYS[e.PAYMENT_PROVIDER].filter((k) => !e[k]);
  // Cards through Stripe need all three keys: webhooks cannot be verified without the secret.
  const stripeKeys = ["STRIPE_SECRET_KEY", "STRIPE_PUBLISHABLE_KEY", "STRIPE_WEBHOOK_SECRET"] as const;
  if (stripeKeys.some((k) => e[k])) missing.push(...stripeKeys.filter((k) => !e[k]));
  if (missing.length) {
    throw new ConfigError(
      `Invalid configuration:\n${missing.map((k) => `  ${k}: required ${k.startsWith("STRIPE") ? "with the other STRIPE_* keys" : `when PAYMENT_PROVIDER=${e.PAYMENT_PROVIDER}`}`).join("\n")}`,
    );
  }
  if (e.SMS_PROVIDER === "africastalking") {
    const smsMissing = (["AT_USERNAME", "AT_API_KEY"] as const).filter((k) => !e[k]);
    if (smsMissing.length)
      throw new ConfigError(
        `Invalid configuration:\n${smsMissing.map((k) => `  ${k}: required when SMS_PROVIDER=africastalking`).join("\n")}`,
      );
  }
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, "");
  return {
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    redis: e.REDIS_URL ? { url: e.REDIS_URL, prefix: e.REDIS_PREFIX } : null,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    // Outside production a per-process secret is fine: it only keys code hashes that live 10 minutes.
    sessionSecret: e.SESSION_SECRET ?? randomBytes(32).toString("hex"),
    demoMode: e.DEMO_MODE,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    rpId: e.RP_ID ?? new URL(publicUrl).hostname,
    payments: {
      provider: e.PAYMENT_PROVIDER,
      platformFeeBps: e.PLATFORM_FEE_BPS,
      sandboxTimeoutSeconds: e.SANDBOX_PAYMENT_TIMEOUT_SECONDS,
      mtnMomo: {
        baseUrl: e.MTN_MOMO_BASE_URL,
        subscriptionKey: e.MTN_MOMO_SUBSCRIPTION_KEY,
        apiUser: e.MTN_MOMO_API_USER,
        apiKey: e.MTN_MOMO_API_KEY,
        targetEnvironment: e.MTN_MOMO_TARGET_ENVIRONMENT,
      },
      flutterwave: {
        baseUrl: e.FLUTTERWAVE_BASE_URL,
        secretKey: e.FLUTTERWAVE_SECRET_KEY,
        webhookHash: e.FLUTTERWAVE_WEBHOOK_HASH,
      },
      stripe:
        e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY
          ? {
              baseUrl: e.STRIPE_BASE_URL,
              secretKey: e.STRIPE_SECRET_KEY,
              publishableKey: e.STRIPE_PUBLISHABLE_KEY,
              webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            }
          : null,
    },
    ussdCallbackToken: e.USSD_CALLBACK_TOKEN ?? null,
    sms:
      e.SMS_PROVIDER === "africastalking" && e.AT_USERNAME && e.AT_API_KEY
        ? {
            provider: "africastalking",
            baseUrl: e.AT_BASE_URL,
            username: e.AT_USERNAME,
            apiKey: e.AT_API_KEY,
            senderId: e.AT_SENDER_ID,
            callbackToken: e.SMS_CALLBACK_TOKEN,
          }
        : null,
    crashAt: e.NODE_ENV === "test" ? (e.TEST_CRASH_AT ?? null) : null,
  };
}
