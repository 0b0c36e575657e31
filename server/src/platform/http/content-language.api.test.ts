import { describe, expect, it } from "vitest";
import { clientFor, makeTenant } from "../../test/lease-factories";
import { sharedTestApp } from "../../test/shared-test-app";

const t = sharedTestApp();

const languageOf = (r: { res: { headers: Record<string, unknown> } }) => r.res.headers["content-language"];

describe("Content-Language on the API's JSON answers", () => {
  it("names the language of the words: the request's, answers and errors alike", async () => {
    const c = t.client();
    const asked = async (lang: string | undefined) =>
      c.request("GET", "/api/auth/user", undefined, lang ? { "accept-language": lang } : {});
    const swahili = await asked("sw-KE, en;q=0.5");
    expect(swahili.status).toBe(401);
    expect(languageOf(swahili)).toBe("sw");
    expect(swahili.body.error).not.toBe((await asked("en")).body.error);
    expect(languageOf(await asked("lg"))).toBe("lg");
    expect(languageOf(await asked(undefined))).toBe("en");
    const ok = await c.request("GET", "/api/listings/locations", undefined, { "accept-language": "lg" });
    expect(ok.status).toBe(200);
    expect(languageOf(ok)).toBe("lg");
  });

  it("is the account's language when it chose one, whatever the browser asks", async () => {
    const tenant = await makeTenant(t.database.db, { locale: "sw" });
    const client = await clientFor(t, tenant.id);
    const r = await client.request("GET", "/api/notifications", undefined, { "accept-language": "en" });
    expect(r.status).toBe(200);
    expect(languageOf(r)).toBe("sw");
  });

  it("is only on the API's JSON", async () => {
    expect(languageOf(await t.client().get("/robots.txt"))).toBeUndefined();
    expect(languageOf(await t.client().get("/no-such-page"))).toBeUndefined();
  });
});
