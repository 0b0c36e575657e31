import { describe, expect, it } from "vitest";
import { signIn, signUp } from "../../test/factories";
import { sharedTestApp } from "../../test/shared-test-app";

const t = sharedTestApp();

// The full ceremony runs in Chromium's virtual authenticator in e2e/; here the server's side of it.
describe("passkeys", () => {
  it("registration options need a signed-in user and carry the spec's challenge, timeout and verification", async () => {
    expect((await t.client().post("/api/auth/passkeys/registration-options")).status).toBe(401);
    const c = t.client();
    await signUp(c, "tenant", "pk@example.com");
    await signIn(c, "pk@example.com", "tenant");
    const r = await c.post("/api/auth/passkeys/registration-options");
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      timeout: 60000,
      rp: { name: "Nyumba", id: "localhost" },
      authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
    });
    expect(Buffer.from(r.body.challenge as string, "base64url")).toHaveLength(32);
    expect(c.cookie("nyumba_webauthn")).toBeTruthy();
  });

  it("authentication options are random per request", async () => {
    const a = await t.client().post("/api/auth/passkeys/authentication-options");
    const b = await t.client().post("/api/auth/passkeys/authentication-options");
    expect(a.body).toMatchObject({ timeout: 60000, userVerification: "preferred", rpId: "localhost" });
    expect(a.body.challenge).not.toBe(b.body.challenge);
  });

  it("an unknown credential or a missing challenge signs nobody in", async () => {
    const c = t.client();
    const fake = {
      id: "AAAA",
      rawId: "AAAA",
      type: "public-key",
      response: { clientDataJSON: "", authenticatorData: "", signature: "" },
    };
    const noChallenge = await c.post("/api/auth/passkeys/authenticate", { response: fake });
    expect(noChallenge.status).toBe(401);
    await c.post("/api/auth/passkeys/authentication-options");
    const unknown = await c.post("/api/auth/passkeys/authenticate", { response: fake });
    expect(unknown.status).toBe(401);
    expect(unknown.body.code).toBe("PASSKEY_FAILED");
    expect(c.cookie("nyumba_session")).toBeUndefined();
  });
});
