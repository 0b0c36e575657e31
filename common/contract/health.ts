import { z } from "../schemas/zod";
import { defineRoutes } from "./define";

export const healthRoutes = defineRoutes("health", {
  "health.check": {
    access: "public",
    tags: ["health"],
    summary: "Answers ok after a database round trip",
    responses: { 200: z.object({ status: z.literal("ok") }) },
  },
});
