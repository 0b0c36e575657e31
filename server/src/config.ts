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
});

export type Config = {
  env: "development" | "production" | "test";
  isProduction: boolean;
  port: number;
  host: string;
  publicUrl: string;
  databaseUrl?: string;
  dataDir: string;
  smtpUrl?: string;
  mailFrom: string;
  sessionSecret: string;
  demoMode: boolean;
  logLevel: string;
  trustProxy: boolean;
  /** WebAuthn relying party: the host name passkeys are bound to. */
  rpId: string;
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
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, "");
  return {
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    // Outside production a per-process secret is fine: it only keys code hashes that live 10 minutes.
    sessionSecret: e.SESSION_SECRET ?? randomBytes(32).toString("hex"),
    demoMode: e.DEMO_MODE,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    rpId: e.RP_ID ?? new URL(publicUrl).hostname,
  };
}
