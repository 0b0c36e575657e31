import { describe, expect, it } from "vitest";
import en from "../../../../common/i18n/locales/en/errors.json";
import sw from "../../../../common/i18n/locales/sw/errors.json";
import { sharedTestApp } from "../../test/shared-test-app";

/**
 * Fastify's own refusals (before any route runs, or with no route at all) answer as every route does: the one
 * error shape, with the catalogue's words in the reader's language, never Fastify's English.
 */

const t = sharedTestApp();
const SWAHILI = { "accept-language": "sw" };

type Answer = { status: number; body: Record<string, unknown>; res: { headers: Record<string, unknown> } };

/** The answer is the app's error shape with `status`, `code` and the catalogue's `key` in Swahili. */
function expectRefusal(r: Answer, status: number, code: string, key: keyof typeof sw & keyof typeof en) {
  expect({ status: r.status, body: r.body }).toEqual({
    status,
    body: { error: sw[key], code, requestId: expect.any(String) },
  });
  expect(sw[key]).not.toBe(en[key]);
  expect(r.res.headers["content-language"]).toBe("sw");
}

const post = (body: string, headers: Record<string, string>) =>
  t.client().request("POST", "/api/login", body, { ...SWAHILI, ...headers });

describe("Fastify's own 4xx errors, in the app's shape and the reader's language", () => {
  it("FST_ERR_CTP_INVALID_MEDIA_TYPE: a body that is not JSON is a 415", async () => {
    expectRefusal(
      await post("a=b", { "content-type": "application/x-foo" }),
      415,
      "UNSUPPORTED_MEDIA_TYPE",
      "UNSUPPORTED_MEDIA_TYPE",
    );
  });

  it("FST_ERR_CTP_BODY_TOO_LARGE: more than the body limit is a 413", async () => {
    const big = JSON.stringify({ pad: "x".repeat(1_100_000) });
    expectRefusal(
      await post(big, { "content-type": "application/json" }),
      413,
      "PAYLOAD_TOO_LARGE",
      "PAYLOAD_TOO_LARGE",
    );
  });

  it("FST_ERR_CTP_EMPTY_JSON_BODY: an empty JSON body is a 400", async () => {
    expectRefusal(await post("", { "content-type": "application/json" }), 400, "INVALID_JSON", "EMPTY_BODY");
  });

  it("FST_ERR_CTP_INVALID_JSON_BODY: a body that is not JSON is a 400", async () => {
    expectRefusal(
      await post("{nope", { "content-type": "application/json" }),
      400,
      "INVALID_JSON",
      "INVALID_JSON",
    );
  });

  it("FST_ERR_CTP_INVALID_CONTENT_LENGTH: a body shorter than its Content-Length is a 400", async () => {
    const body = JSON.stringify({ email: "a@b.co", password: "x" });
    const r = await post(body, {
      "content-type": "application/json",
      "content-length": String(body.length + 10),
    });
    expectRefusal(r, 400, "BAD_REQUEST", "INCOMPLETE_BODY");
  });

  it("FST_ERR_BAD_URL: a path that is not valid percent-encoding is a 400", async () => {
    const r = await t.client().request("GET", "/api/listings/%E0%A4%A", undefined, SWAHILI);
    expectRefusal(r, 400, "BAD_REQUEST", "BAD_REQUEST");
  });
});
