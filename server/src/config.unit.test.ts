import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("configuration", () => {
  it("has working defaults", () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 3000,
      demoMode: true,
      publicUrl: "http://localhost:3000",
      rpId: "localhost",
    });
    expect(c.payments).toMatchObject({ provider: "sandbox", platformFeeBps: 150, stripe: null });
    expect(c.redis).toBeNull();
  });

  it("REDIS_URL turns on fan-out through Redis, with the default key prefix", () => {
    expect(loadConfig({ REDIS_URL: "redis://127.0.0.1:6379" }).redis).toEqual({
      url: "redis://127.0.0.1:6379",
      prefix: "nyumba:",
    });
    expect(loadConfig({ REDIS_URL: "rediss://r.example:6380", REDIS_PREFIX: "staging:" }).redis?.prefix).toBe(
      "staging:",
    );
  });

  it.each([
    [{ PORT: "abc" }, "PORT"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL"],
    [{ REDIS_URL: "127.0.0.1:6379" }, "REDIS_URL"],
    [{ DEMO_MODE: "maybe" }, "DEMO_MODE"],
    [{ NODE_ENV: "production" }, "SESSION_SECRET"],
    [{ PAYMENT_PROVIDER: "mtn-momo" }, "MTN_MOMO_SUBSCRIPTION_KEY"],
    [{ PAYMENT_PROVIDER: "flutterwave" }, "FLUTTERWAVE_SECRET_KEY"],
    [{ STRIPE_SECRET_KEY: "sk_test_x" }, "STRIPE_WEBHOOK_SECRET"],
  ])("a bad value stops start-up naming the variable: %o", (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });
});
