import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { ResponseSerializationError, validatorCompiler } from "fastify-type-provider-zod";
import { safeEncode } from "zod/v4/core";
import type { RouteSpec } from "../../../../common/contract/define";
import type { RouteId } from "../../../../common/contract/route-table";
import { errorAnswer } from "../errors";

/** What a read run in-process answers: what its route would have sent (status and decoded JSON body). */
export interface InProcessAnswer {
  status: number;
  body: unknown;
}

type Validated = { value?: unknown; error?: unknown[] };

interface Read {
  spec: RouteSpec;
  run: (input: { query: unknown }, req: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
}

declare module "fastify" {
  interface FastifyInstance {
    /** The app's GET routes by id, for composite reads (`runInProcess`); shared by every plugin context. */
    inProcessReads: Map<RouteId, Read>;
  }
}

/** Decorates the root instance before any route is registered, so every plugin context shares one map. */
export function registerInProcessReads(app: FastifyInstance): void {
  app.decorate("inProcessReads", new Map());
}

/** Called by `route()` for each GET route: its checks and handler, to be run without an HTTP request. */
export function rememberRead(app: FastifyInstance, id: RouteId, read: Read): void {
  app.inProcessReads?.set(id, read);
}

/**
 * Runs one of the app's GET routes inside the request `req` (a composite read such as the tenant dashboard):
 * the route's access check on the same caller, its query validated by its schema, its handler, and its answer
 * encoded by its response schema, failures mapped as the error handler maps them. What it skips is the HTTP
 * around it: no second session lookup, no headers, no JSON written and parsed again.
 */
export async function runInProcess(
  app: FastifyInstance,
  id: RouteId,
  input: { query?: unknown },
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<InProcessAnswer> {
  const read = app.inProcessReads.get(id);
  if (!read) throw new Error(`${id} is not a GET route of this app`);
  try {
    let query: unknown = input.query ?? {};
    if (read.spec.query) {
      const checked = validatorCompiler({ schema: read.spec.query } as never)(query) as Validated;
      if (checked.error) throw Object.assign(new Error("invalid query"), { validation: checked.error });
      query = checked.value;
    }
    const answer = await read.run({ query }, req, reply);
    const schema = read.spec.responses?.[200];
    if (!schema) throw new Error(`${id} has no 200 answer`);
    const encoded = safeEncode(schema, answer);
    if (encoded.error) throw new ResponseSerializationError("GET", id, { cause: encoded.error });
    // JSON.stringify of the whole composite turns what encoding leaves (dates) into text, as the route does.
    return { status: 200, body: encoded.data };
  } catch (err) {
    return errorAnswer(err as FastifyError, req);
  }
}
