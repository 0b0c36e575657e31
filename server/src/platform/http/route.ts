import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
} from "fastify";
import type { z } from "zod";
import { CONTRACT, type Contract } from "../../../../common/contract/contract";
import type { Access, ParsedInput, ReplyOf, RouteSpec } from "../../../../common/contract/define";
import { methodAndPath, type RouteId } from "../../../../common/contract/route-table";
import { msg } from "../../../../common/i18n/message";
import type { SessionUser } from "../auth/session";
import { forbidden, unauthorized } from "../errors";
import { rememberRead } from "./in-process";
import { responses } from "./schema";

/** The signed-in caller a route's access rule guarantees (no user on a public route may be null). */
export type Caller<A extends Access> = A extends "public"
  ? SessionUser | null
  : A extends "tenant" | "landlord"
    ? SessionUser & { role: A }
    : SessionUser;

export type RouteContext<S extends RouteSpec> = ParsedInput<S> & {
  caller: Caller<S["access"]>;
  req: FastifyRequest;
  reply: FastifyReply;
};

/** A handler returns the success answer (201 when the route creates) or the reply it sent itself. */
export type RouteHandler<S extends RouteSpec> = (
  ctx: RouteContext<S>,
) => Promise<ReplyOf<S> | FastifyReply> | ReplyOf<S> | FastifyReply;

export interface RouteExtras {
  /** Per-route settings of plugins (rate limits). */
  config?: FastifyContextConfig;
  /** The handler reads `req.validationError` itself (forms whose messages depend on several fields). */
  attachValidation?: boolean;
}

const ACCESS_TEXT: Record<Access, string> = {
  public: "Access: anyone.",
  signedIn: "Access: any signed-in user.",
  tenant: "Access: signed-in tenants.",
  landlord: "Access: signed-in landlords.",
};

/** Refuses a caller the route's access rule does not admit, before the body is read. */
function checkAccess(access: Access, req: FastifyRequest): void {
  if (access === "public") return;
  if (!req.user) throw unauthorized();
  if (access !== "signedIn" && req.user.role !== access)
    throw forbidden(msg(access === "landlord" ? "errors.LANDLORDS_ONLY" : "errors.TENANTS_ONLY"));
}

function fastifySchema(spec: RouteSpec): FastifySchema {
  return {
    tags: [...spec.tags],
    ...(spec.summary ? { summary: spec.summary } : {}),
    description: ACCESS_TEXT[spec.access],
    ...(spec.hidden ? { hide: true } : {}),
    ...(spec.access === "public" ? {} : { security: [{ session: [] }] }),
    ...(spec.headers ? { headers: spec.headers } : {}),
    ...(spec.params ? { params: spec.params } : {}),
    ...(spec.query ? { querystring: spec.query } : {}),
    ...(spec.body ? { body: spec.body } : {}),
    ...(spec.produces ? { produces: [...spec.produces] } : {}),
    ...(spec.forms ? { consumes: Object.keys(spec.forms), documentedBody: spec.forms } : {}),
    response: responses((spec.responses ?? {}) as Record<number, z.ZodType>),
  } as FastifySchema;
}

/**
 * Registers one route of the contract (common/contract): its method and path from the route table, its schemas
 * for validation, serialization and the OpenAPI document, and its access rule, checked before the body is read.
 */
export function route<Id extends RouteId>(
  app: FastifyInstance,
  id: Id,
  handler: RouteHandler<Contract[Id]>,
  extras: RouteExtras = {},
): void {
  const spec: RouteSpec = CONTRACT[id];
  const { method, path } = methodAndPath(id);
  const created = spec.responses !== undefined && 201 in spec.responses;
  app.route({
    method: method as "GET",
    url: path,
    schema: fastifySchema(spec),
    ...(extras.config ? { config: extras.config } : {}),
    ...(extras.attachValidation ? { attachValidation: true } : {}),
    onRequest: async (req) => checkAccess(spec.access, req),
    handler: async (req, reply) => {
      if (created) reply.code(201);
      const ctx = {
        headers: req.headers,
        params: req.params,
        query: req.query,
        body: req.body,
        caller: req.user,
        req,
        reply,
      } as RouteContext<Contract[Id]>;
      return handler(ctx);
    },
  });
  // A read whose only input is its query can also be run inside another request (runInProcess).
  if (method === "GET" && !spec.params && !spec.headers) {
    rememberRead(app, id, {
      spec,
      run: async ({ query }, req, reply) => {
        checkAccess(spec.access, req);
        const ctx = {
          headers: req.headers,
          params: {},
          query,
          body: undefined,
          caller: req.user,
          req,
          reply,
        };
        const answer = await handler(ctx as RouteContext<Contract[Id]>);
        if (answer === reply) throw new Error(`${id} sends its own reply: it cannot run in-process`);
        return answer;
      },
    });
  }
}
