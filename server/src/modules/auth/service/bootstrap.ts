import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { currentUserSchema } from "../../../../../common/schemas/auth";
import type { AppDeps } from "../../../deps";
import { getCurrentUser } from "../../users";

/**
 * The signed-in caller's user for a page's HTML, exactly as `GET /api/auth/user` answers it (the same schema
 * encodes it), or undefined when nobody is signed in.
 */
export function bootstrapUser(deps: AppDeps) {
  return async (req: FastifyRequest) => {
    if (!req.user) return undefined;
    const user = await getCurrentUser(deps.db, req.user.id);
    return user ? z.encode(currentUserSchema, user) : undefined;
  };
}
