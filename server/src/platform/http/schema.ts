import type { z } from "zod";
import { apiErrorSchema } from "../../../../common/schemas/errors";

/** Response schemas for a route: its success answers plus the one error shape for every failure. */
export function responses<T extends Record<number, z.ZodType>>(ok: T) {
  return { ...ok, "4xx": apiErrorSchema, "5xx": apiErrorSchema };
}
