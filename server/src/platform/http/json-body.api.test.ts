import { monitorEventLoopDelay } from "node:perf_hooks";
import { describe, expect, it } from "vitest";
import { makeLandlord, makeTenant } from "../../test/lease-factories";
import { sharedTestApp } from "../../test/shared-test-app";
import { sessionFor } from "../../test/sockets";
import { SESSION_COOKIE } from "../auth/cookies";
import { MAX_JSON_DEPTH } from "./json-body";

/**
 * Issue 31: a body of 200,000 `[` then 200,000 `]` froze every request for more than 10 minutes (the NUL guard
 * copied the path at each level). Any JSON body, however it nests, is answered at once and holds up nothing:
 * too deep is refused before it is parsed, and every walk over what is parsed is linear.
 */

const t = sharedTestApp();

/** Generous: the old code held the event loop for seconds to minutes; a healthy answer takes milliseconds. */
const LONGEST_STALL_MS = 1000;

const nested = (depth: number, inner = "") => "[".repeat(depth) + inner + "]".repeat(depth);

/**
 * Sends the body and, at the same time, `GET /api/health`; both answers, and the longest time the event loop
 * was held meanwhile (every other request waits that long).
 */
async function sendBesideHealth(url: string, body: string, headers: Record<string, string> = {}) {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const [attack, health] = await Promise.all([
    t.client().request("POST", url, body, { "content-type": "application/json", ...headers }),
    t.client().get("/api/health"),
  ]);
  delay.disable();
  return { attack, health, stallMs: delay.max / 1e6 };
}

describe("deeply nested JSON bodies", () => {
  it("the issue's 100 KB variant: refused at once as nested too deeply, health answered meanwhile", async () => {
    const { attack, health, stallMs } = await sendBesideHealth("/api/login", nested(50_000));
    expect(attack.status).toBe(400);
    expect(attack.body).toMatchObject({
      code: "NESTED_TOO_DEEPLY",
      error: `The request is nested too deeply (more than ${MAX_JSON_DEPTH} levels).`,
    });
    expect(health.status).toBe(200);
    expect(stallMs).toBeLessThan(LONGEST_STALL_MS);
  });

  it("the issue's payload: 200,000 [ then 200,000 ] to POST /api/login, no cookie, no Origin", async () => {
    const client = t.client().withoutOrigin();
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const [attack, health] = await Promise.all([
      client.request("POST", "/api/login", nested(200_000), { "content-type": "application/json" }),
      client.get("/api/health"),
    ]);
    delay.disable();
    expect(attack.status).toBe(400);
    expect(attack.body.code).toBe("NESTED_TOO_DEEPLY");
    expect(health.status).toBe(200);
    expect(delay.max / 1e6).toBeLessThan(LONGEST_STALL_MS);
  });

  it("objects count as arrays do, inside a field too, on a signed-in route, in any language", async () => {
    const tenant = await makeTenant(t.database.db);
    const { cookie } = await sessionFor(t.database.db, tenant.id);
    const deepObject = `{"content":"hi","propertyId":${'{"a":'.repeat(30_000)}1${"}".repeat(30_000)}}`;
    const { attack, health, stallMs } = await sendBesideHealth("/api/chat/messages", deepObject, {
      cookie,
      "accept-language": "sw",
    });
    expect(attack.status).toBe(400);
    expect(attack.body).toMatchObject({
      code: "NESTED_TOO_DEEPLY",
      error: `Ombi lina ngazi nyingi mno zilizo ndani ya nyingine (zaidi ya ${MAX_JSON_DEPTH}).`,
    });
    expect(health.status).toBe(200);
    expect(stallMs).toBeLessThan(LONGEST_STALL_MS);
    expect(cookie.startsWith(`${SESSION_COOKIE}=`)).toBe(true);
  });

  it("nesting up to the limit is read and answered by the schema; brackets inside strings do not count", async () => {
    const atLimit = await t
      .client()
      .request("POST", "/api/login", nested(MAX_JSON_DEPTH), { "content-type": "application/json" });
    expect(atLimit.status).toBe(400);
    expect(atLimit.body.code).toBe("VALIDATION_ERROR");

    const inString = JSON.stringify({
      email: "nobody@example.com",
      password: "[{".repeat(50),
      role: "tenant",
    });
    const login = await t.client().post("/api/login", inString, { "content-type": "application/json" });
    expect(login.status).toBe(401);
    expect(login.body.code).toBe("INVALID_CREDENTIALS");
  });

  it("a wide body just under the size limit, NULs everywhere, is answered at once with at most 20 fields", async () => {
    const wide = JSON.stringify({ items: Array.from({ length: 60_000 }, () => [["a\u0000b"]]) });
    const { attack, health, stallMs } = await sendBesideHealth("/api/login", wide);
    expect(attack.status).toBe(400);
    expect(attack.body.code).toBe("INVALID_CHARACTERS");
    expect(Object.keys(attack.body.fields as object)).toHaveLength(20);
    expect(Object.keys(attack.body.fields as object)[0]).toBe("items.0.0.0");
    expect(health.status).toBe(200);
    expect(stallMs).toBeLessThan(LONGEST_STALL_MS);
  });
});

describe("a body the schema refuses in many places", () => {
  it("is answered with at most 50 field messages, whatever the number of bad items", async () => {
    const landlord = await makeLandlord(t.database.db);
    const { cookie } = await sessionFor(t.database.db, landlord.id);
    const body = JSON.stringify({ name: "X", unitTypes: Array.from({ length: 50_000 }, () => ({})) });
    const { attack, health, stallMs } = await sendBesideHealth("/api/landlord/properties", body, { cookie });
    expect(attack.status).toBe(400);
    expect(attack.body.code).toBe("VALIDATION_ERROR");
    expect(Object.keys(attack.body.fields as object).length).toBeLessThanOrEqual(50);
    expect(health.status).toBe(200);
    expect(stallMs).toBeLessThan(LONGEST_STALL_MS);
  });
});

describe("a body that is not a JSON object", () => {
  it("says so, in words, instead of 'The request is not valid. is not valid.'", async () => {
    for (const body of ["[]", '"text"', "42", "[[[1]]]"]) {
      const r = await t.client().post("/api/login", body, { "content-type": "application/json" });
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({
        code: "VALIDATION_ERROR",
        error: "The request must be a JSON object of named fields.",
        fields: { body: "The request must be a JSON object of named fields." },
      });
    }
    const lg = await t.client().post("/api/login", "[]", {
      "content-type": "application/json",
      "accept-language": "lg",
    });
    expect(lg.body.error).toBe("Okusaba kulina okuba ekintu kya JSON ekirimu ebifo ebirina amannya.");
  });
});
