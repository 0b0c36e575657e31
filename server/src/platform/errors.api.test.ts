import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";
import { fieldLabel } from "./errors";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("validation errors a person understands", () => {
  it("a missing field is named in words, not zod's 'expected string, received undefined'", async () => {
    const r = await t.client().post("/api/login", {});
    expect(r.status).toBe(400);
    expect(r.body.code).toBe("VALIDATION_ERROR");
    expect(r.body.fields).toEqual({ password: "Password is required.", role: "Role is required." });
    expect(r.body.error).toBe("Password is required.");
    expect(JSON.stringify(r.body)).not.toMatch(/expected|received|undefined/i);
  });

  it("a wrong type or an unknown choice says what is wrong with which field", async () => {
    const r = await t.client().post("/api/login", { email: "a@b.co", password: 12345, role: "admin" });
    expect(r.body.fields).toEqual({
      password: "Password is not valid.",
      role: "Please choose one of the listed options for Role.",
    });
  });

  it("a schema's own message (the spec's copy) wins over the generic one", async () => {
    const r = await t
      .client()
      .post("/api/auth/send-verification", { email: "not-an-email", userType: "tenant" });
    expect(r.body.fields).toEqual({ email: "Please enter a valid email" });
  });

  it("answers in English for a language the catalogue does not have", async () => {
    const r = await t.client().request("POST", "/api/login", {}, { "accept-language": "fr-FR, de;q=0.8" });
    expect(r.body.fields).toMatchObject({ password: "Password is required." });
  });

  it("names fields in words", () => {
    expect(fieldLabel("bankAccountNumber")).toBe("Bank account number");
    expect(fieldLabel("unitTypes.0.name")).toBe("Name");
    expect(fieldLabel("idempotency-key")).toBe("Idempotency-Key");
  });
});
