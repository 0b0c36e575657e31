import type { FastifyRequest } from "fastify";
import type { Role } from "../../../../common/constants";
import { forbidden, unauthorized } from "../errors";
import type { SessionUser } from "./session";

export function requireUser(req: FastifyRequest): SessionUser {
  if (!req.user) throw unauthorized();
  return req.user;
}

export function requireRole(req: FastifyRequest, role: Role): SessionUser {
  const user = requireUser(req);
  if (user.role !== role)
    throw forbidden(role === "landlord" ? "This is for landlords only." : "This is for tenants only.");
  return user;
}
