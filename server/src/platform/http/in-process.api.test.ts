import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "../../../../common/constants";
import { msg } from "../../../../common/i18n/message";
import { notFound, registerErrorHandling } from "../errors";
import { registerInProcessReads, runInProcess } from "./in-process";
import { route } from "./route";

/** What the stand-in handler of `marketplace.list` does, set by each test. */
let behaviour: "ok" | "fail" | "bad" = "ok";
let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerInProcessReads(app);
  app.decorateRequest("user", null);
  app.addHook("onRequest", async (req) => {
    const role = req.headers["x-role"];
    req.user = typeof role === "string" ? { id: "u1", role: role as Role, locale: "en" } : null;
  });
  // The route lives in a plugin context of its own, as the app's modules do.
  await app.register(async (child) => {
    route(child, "marketplace.list", ({ query }) => {
      if (behaviour === "fail") throw notFound(msg("errors.NOT_FOUND"));
      if (behaviour === "bad") return { items: "not a list" } as never;
      return { items: [], total: query.limit };
    });
  });
  app.get("/probe", (req, reply) =>
    runInProcess(app, "marketplace.list", { query: req.query }, req, reply).then((a) => reply.send(a)),
  );
  await app.ready();
});
afterAll(() => app.close());

/** The route over HTTP and the same read in-process, with one query and caller; request ids left out. */
async function both(query: string, role?: Role) {
  const headers = role ? { "x-role": role } : {};
  const http = await app.inject({ url: `/api/marketplace?${query}`, headers });
  const inProcess = (await app.inject({ url: `/probe?${query}`, headers })).json() as {
    status: number;
    body: Record<string, unknown>;
  };
  return {
    http: { status: http.statusCode, body: { ...http.json(), requestId: undefined } },
    inProcess: { status: inProcess.status, body: { ...inProcess.body, requestId: undefined } },
  };
}

describe("runInProcess", () => {
  it("answers as the route does: its validated query, its encoding", async () => {
    behaviour = "ok";
    const { http, inProcess } = await both("limit=7", "tenant");
    expect(inProcess).toEqual(http);
    expect(inProcess.body).toMatchObject({ items: [], total: 7 });
  });

  it("refuses as the route does: signed out 401, the wrong role 403", async () => {
    behaviour = "ok";
    for (const role of [undefined, "landlord"] as const) {
      const { http, inProcess } = await both("limit=7", role);
      expect(inProcess).toEqual(http);
      expect(inProcess.status).toBe(role ? 403 : 401);
    }
  });

  it("maps an invalid query, a thrown error and an answer that breaks its schema as the error handler does", async () => {
    behaviour = "ok";
    const invalid = await both("limit=abc", "tenant");
    expect(invalid.inProcess).toEqual(invalid.http);
    expect(invalid.inProcess).toMatchObject({ status: 400, body: { code: "VALIDATION_ERROR" } });
    behaviour = "fail";
    const failed = await both("", "tenant");
    expect(failed.inProcess).toEqual(failed.http);
    expect(failed.inProcess.status).toBe(404);
    behaviour = "bad";
    const broken = await both("", "tenant");
    expect(broken.inProcess).toEqual(broken.http);
    expect(broken.inProcess).toMatchObject({ status: 500, body: { code: "INTERNAL" } });
  });

  it("runs only GET routes whose input is their query", async () => {
    expect(app.inProcessReads.has("marketplace.list")).toBe(true);
    await expect(runInProcess(app, "marketplace.get", {}, {} as never, {} as never)).rejects.toThrow(
      /not a GET route/,
    );
  });
});
