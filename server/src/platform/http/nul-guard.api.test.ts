import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTRACT } from "../../../../common/contract/contract";
import type { Access } from "../../../../common/contract/define";
import { methodAndPath, ROUTES, type RouteId } from "../../../../common/contract/route-table";
import { maintenanceRequests, payments, payoutAccounts } from "../../db/schema";
import { clientFor, makeLeasedUnit } from "../../test/lease-factories";
import { momoBody, rentSetup } from "../../test/payment-factories";
import { registeredRoutes } from "../../test/routes";
import { createTestApp, type TestApp } from "../../test/test-app";
import { TestClient } from "../../test/test-client";
import { SESSION_COOKIE } from "../auth/cookies";
import { translator } from "../i18n";
import { INVALID_CHARACTER_FIELD, INVALID_CHARACTERS_MESSAGE } from "./nul-guard";
import { STATE_CHANGING_METHODS } from "./origin-check";

/** Each contract route's access rule by "METHOD /path"; routes outside the contract (callbacks, pages) are public. */
const ACCESS = new Map<string, Access>(
  (Object.keys(ROUTES) as RouteId[]).map((id) => {
    const { method, path } = methodAndPath(id);
    return [`${method} ${path}`, CONTRACT[id].access];
  }),
);

/** The answer a caller the route does not admit gets before anything is read: 401 signed out, 403 wrong role. */
function refusedStatus(route: string, as: Identity): number | null {
  const access = ACCESS.get(route) ?? "public";
  if (access === "public") return null;
  if (as === "anonymous") return 401;
  return access === "signedIn" || access === as ? null : 403;
}

/**
 * A NUL character (PostgreSQL refuses 0x00 in text) in any string of any route is a 400, never a 500 (a caller the
 * route's access rule refuses gets its 401 or 403 first, before the body is read). The routes come from the app itself (every registered route, including undocumented ones such as provider
 * callbacks), their fields from the OpenAPI document; each probe puts a NUL into one place: a path parameter,
 * a query parameter, one string field of the JSON body, or one multipart text field.
 */

const NUL_TEXT = "a\u0000b";
/** The routes that read a multipart form themselves (their text fields are checked where they are read). */
const MULTIPART_ROUTES = ["POST /api/maintenance-requests", "POST /api/me/national-id-photo"];

type Path = (string | number)[];
interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
}
interface Operation {
  parameters?: { in: "path" | "query"; name: string }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}
type Identity = "anonymous" | "tenant" | "landlord";
interface Probe {
  route: string;
  /** The name the 400's `fields` must carry. */
  field: string;
  as: Identity;
  method: string;
  url: string;
  payload?: string | Buffer;
  contentType?: string;
}

/** The paths of every string field of a JSON schema (enums and unions included, binary files not). */
function stringFields(schema: JsonSchema, path: Path = []): Path[] {
  if (schema.$ref) throw new Error(`unexpected $ref at ${path.join(".")}: resolve it here`);
  const out: Path[] = [];
  for (const sub of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) {
    out.push(...stringFields(sub, path));
  }
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const isString =
    types.includes("string") ||
    typeof schema.const === "string" ||
    schema.enum?.some((v) => typeof v === "string");
  if (isString && schema.format !== "binary" && path.length) out.push(path);
  for (const [key, child] of Object.entries(schema.properties ?? {}))
    out.push(...stringFields(child, [...path, key]));
  if (schema.items) out.push(...stringFields(schema.items, [...path, 0]));
  return out;
}

/** `{ a: [{ b: value }] }` for the path a.0.b. */
function objectWith(path: Path, value: string): unknown {
  const [head, ...rest] = path;
  const inner = rest.length ? objectWith(rest, value) : value;
  return typeof head === "number" ? [inner] : { [head!]: inner };
}

function multipartForm(fields: Record<string, string>) {
  const boundary = "----nyumbaNulProbe";
  const parts = Object.entries(fields).map(
    ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
  );
  const body = Buffer.from(`${parts.join("")}--${boundary}--\r\n`);
  return { payload: body, contentType: `multipart/form-data; boundary=${boundary}` };
}

let t: TestApp;
const sessions: Partial<Record<Identity, string>> = {};
beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const { landlord, tenant } = await makeLeasedUnit(db);
  sessions.tenant = (await clientFor(t, tenant.id)).cookie(SESSION_COOKIE);
  sessions.landlord = (await clientFor(t, landlord.id)).cookie(SESSION_COOKIE);
});
afterAll(() => t.close());

async function buildProbes(): Promise<{ probes: Probe[]; routes: string[]; documented: string[] }> {
  const routes = registeredRoutes(t.app.printRoutes({ commonPrefix: false }));
  const doc = (await t.client().get("/api/openapi.json")).body as unknown as {
    paths: Record<string, Record<string, Operation>>;
  };
  const operations = new Map<string, Operation>();
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      operations.set(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ":$1")}`, op);
    }
  }

  const probes: Probe[] = [];
  const add = (p: Omit<Probe, "as">, as: Identity[] = ["anonymous", "tenant", "landlord"]) => {
    for (const identity of as) probes.push({ ...p, as: identity });
  };
  for (const { method, path } of routes) {
    const route = `${method} ${path}`;
    const op = operations.get(route);
    const params = [...path.matchAll(/:(\w+)|\*/g)].map((m) => m[1] ?? "*");
    const urlWith = (target: string | null) =>
      path.replace(/:(\w+)|\*/g, (_all, name: string | undefined) =>
        (name ?? "*") === target ? encodeURIComponent(NUL_TEXT) : "1",
      );
    const base = urlWith(null);

    for (const name of params) add({ route, field: name, method, url: urlWith(name) });
    const queryNames = new Set([
      "probe",
      ...(op?.parameters ?? []).filter((p) => p.in === "query").map((p) => p.name),
    ]);
    for (const name of queryNames)
      add({ route, field: name, method, url: `${base}?${name}=${encodeURIComponent(NUL_TEXT)}` });

    if (!STATE_CHANGING_METHODS.has(method)) continue;
    const json = op?.requestBody?.content["application/json"]?.schema;
    const fields = json ? stringFields(json) : [];
    for (const f of [...fields, ["probe"]]) {
      add({
        route,
        field: f.join("."),
        method,
        url: base,
        payload: JSON.stringify(objectWith(f, NUL_TEXT)),
        contentType: "application/json",
      });
    }
    if (MULTIPART_ROUTES.includes(route)) {
      const form = op?.requestBody?.content["multipart/form-data"]?.schema;
      const names = new Set(["probe", ...(form ? stringFields(form).map((f) => String(f[0])) : [])]);
      // The role is checked before the form is read: the tenant's routes, as the tenant.
      for (const name of names)
        add({ route, field: name, method, url: base, ...multipartForm({ [name]: NUL_TEXT }) }, ["tenant"]);
    }
  }
  return { probes, routes: routes.map((r) => `${r.method} ${r.path}`), documented: [...operations.keys()] };
}

let ip = 0;
/** Each probe from its own address: the routes' rate limits count per address. */
async function send(p: Probe) {
  ip += 1;
  const c = new TestClient(t.app, `10.99.${Math.floor(ip / 250) % 250}.${(ip % 250) + 1}`);
  const session = p.as === "anonymous" ? undefined : sessions[p.as];
  if (session) c.setCookie(SESSION_COOKIE, session);
  return c.request(
    p.method as "GET",
    p.url,
    p.payload,
    p.contentType ? { "content-type": p.contentType } : {},
  );
}

describe("a NUL in any string of any route", () => {
  it("is a 400 INVALID_CHARACTERS naming the field (or the route's 401/403 first), never a 500", async () => {
    const { probes, routes, documented } = await buildProbes();
    // The sweep sees every documented route, and the ones the issue named.
    for (const route of documented) expect(routes).toContain(route);
    for (const route of [
      "POST /api/login",
      "POST /api/maintenance-requests",
      "POST /api/direct-mobile-money-transfer",
      "POST /api/direct-mobile-money-transfer/verify",
      "POST /api/landlord/bank-details",
      "GET /api/landlord/tenants",
      "GET /api/landlord/tenants/by-name/:name",
      "POST /api/payments/callback/mtn-momo",
      "POST /api/payments/webhook/stripe",
      "POST /pay/sandbox/:reference/approve",
    ]) {
      expect(routes).toContain(route);
    }
    const named = (route: string, field: string) =>
      probes.some((p) => p.route === route && p.field === field);
    expect(named("POST /api/landlord/properties", "unitTypes.0.name")).toBe(true);
    expect(named("POST /api/auth/register", "emergencyContactName")).toBe(true);
    expect(named("POST /api/maintenance-requests", "contact")).toBe(true);
    expect(named("GET /api/landlord/tenants", "q")).toBe(true);

    const failures: string[] = [];
    for (const p of probes) {
      const res = await send(p);
      const refused = refusedStatus(p.route, p.as);
      const ok = refused
        ? res.status === refused && (res.body?.code === "UNAUTHORIZED" || res.body?.code === "FORBIDDEN")
        : res.status === 400 &&
          res.body?.code === "INVALID_CHARACTERS" &&
          res.body.error === translator().text(INVALID_CHARACTERS_MESSAGE) &&
          (res.body.fields as Record<string, string> | undefined)?.[p.field] ===
            translator().text(INVALID_CHARACTER_FIELD);
      if (!ok)
        failures.push(`${p.route} [${p.field}] as ${p.as}: ${res.status} ${res.res.body.slice(0, 200)}`);
    }
    expect(failures).toEqual([]);
    expect(probes.length).toBeGreaterThan(300);
  });

  it("a NUL inside a key, deep in an array, or in many fields at once is found too", async () => {
    const landlord = new TestClient(t.app);
    landlord.setCookie(SESSION_COOKIE, sessions.landlord!);
    const res = await landlord.post("/api/landlord/properties", {
      name: "ok",
      unitTypes: [{ name: "ok" }, { name: "x", tags: [[NUL_TEXT]] }],
      [`bad${NUL_TEXT}`]: 1,
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields as object).sort()).toEqual(["bada\\0b", "unitTypes.1.tags.0.0"]);
    const many = Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`f${i}`, NUL_TEXT]));
    const flood = await t.client().post("/api/login", many);
    expect(flood.status).toBe(400);
    expect(Object.keys(flood.body.fields as object).length).toBe(20);
  });

  it("is answered in the reader's language, the field's message too", async () => {
    const res = await t
      .client()
      .post(
        "/api/login",
        { email: `sarah${NUL_TEXT}@example.com`, password: "x", role: "tenant" },
        { "accept-language": "sw" },
      );
    const sw = translator("sw");
    expect(res.body).toMatchObject({
      code: "INVALID_CHARACTERS",
      error: sw.text(INVALID_CHARACTERS_MESSAGE),
      fields: { email: sw.text(INVALID_CHARACTER_FIELD) },
    });
    expect((res.body.fields as Record<string, string>).email).not.toBe(
      translator().text(INVALID_CHARACTER_FIELD),
    );
  });

  it("text without NUL still passes through (an emoji, Luganda, a tab)", async () => {
    const res = await t.client().post("/api/login", {
      email: "nakato@example.com",
      password: "Wéébale\t🙏 nnyo1A",
      role: "tenant",
    });
    expect(res.status).toBe(401);
  });

  it("the routes from the issue, with otherwise valid input from a signed-in user, answer 400", async () => {
    const s = await rentSetup(t);
    const expectRefused = (res: Awaited<ReturnType<TestClient["request"]>>, field: string) => {
      expect(res.status, field).toBe(400);
      expect(res.body, field).toMatchObject({
        code: "INVALID_CHARACTERS",
        fields: { [field]: translator().text(INVALID_CHARACTER_FIELD) },
      });
    };
    expectRefused(
      await t.client().post("/api/login", {
        email: `sarah${NUL_TEXT}@example.com`,
        password: "Kampala2026",
        role: "tenant",
      }),
      "email",
    );
    const request = { priority: "low", category: "plumbing", issue: "Leaking tap" };
    expectRefused(
      await s.tenantClient.post("/api/maintenance-requests", { ...request, contact: NUL_TEXT }),
      "contact",
    );
    const form = multipartForm({ ...request, description: NUL_TEXT });
    expectRefused(
      await s.tenantClient.post("/api/maintenance-requests", form.payload, {
        "content-type": form.contentType,
      }),
      "description",
    );
    expectRefused(
      await s.tenantClient.post("/api/direct-mobile-money-transfer", momoBody({ accountName: NUL_TEXT })),
      "accountName",
    );
    expectRefused(
      await s.tenantClient.post("/api/direct-mobile-money-transfer/verify", { reference: NUL_TEXT }),
      "reference",
    );
    expectRefused(
      await s.landlordClient.post("/api/landlord/bank-details", {
        bankName: "Centenary Bank",
        bankAccountNumber: "3100045678901",
        bankAccountName: `Kiggundu${NUL_TEXT}`,
        mobileMoneyNumber: "+256772123456",
        mobileMoneyProvider: "MTN Mobile Money",
      }),
      "bankAccountName",
    );
    expectRefused(
      await s.landlordClient.get(`/api/landlord/tenants?q=Am${encodeURIComponent(NUL_TEXT)}`),
      "q",
    );
    expectRefused(
      await s.landlordClient.get(`/api/landlord/tenants/by-name/Amina${encodeURIComponent(NUL_TEXT)}`),
      "name",
    );
    const db = t.database.db;
    expect(
      await db.select().from(maintenanceRequests).where(eq(maintenanceRequests.tenantId, s.tenant.id)),
    ).toEqual([]);
    expect(await db.select().from(payments).where(eq(payments.tenantId, s.tenant.id))).toEqual([]);
    const [payout] = await db
      .select()
      .from(payoutAccounts)
      .where(eq(payoutAccounts.landlordId, s.landlord.id));
    expect(payout?.bankAccountName).toBe("Ssentongo Properties Ltd");
  });
});
