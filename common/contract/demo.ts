import { demoSessionBody, loginResponse } from "../schemas/auth";
import { defineRoutes } from "./define";

export const demoRoutes = defineRoutes("demo", {
  "demo.session": {
    access: "public",
    tags: ["demo"],
    summary: "Opens a demo session as the tenant or the landlord (only with DEMO_MODE)",
    body: demoSessionBody,
    responses: { 200: loginResponse },
  },
});
