import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { idParam } from "../../../../common/schemas/shared";
import { unitDetails, unitListQuery, unitRow, unitUpdateInput } from "../../../../common/schemas/units";
import type { AppDeps } from "../../deps";
import { requireRole } from "../../platform/auth/guards";
import { responses } from "../../platform/http/schema";
import { getUnitDetails, listUnits, updateUnit } from "./service";

/** Units of the landlord's own properties: the occupied/available tables and the unit details dialog. */
export const unitRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.addHook("preValidation", async (req) => {
    requireRole(req, "landlord");
  });
  const tags = ["units"];

  app.get(
    "/api/landlord/properties/:id/units",
    {
      schema: {
        tags,
        params: idParam,
        querystring: unitListQuery,
        response: responses({ 200: unitRow.array() }),
      },
    },
    async (req) => listUnits(deps, requireRole(req, "landlord").id, req.params.id, req.query.status),
  );

  app.get(
    "/api/landlord/units/:id",
    { schema: { tags, params: idParam, response: responses({ 200: unitDetails }) } },
    async (req) => getUnitDetails(deps, requireRole(req, "landlord").id, req.params.id),
  );

  app.patch(
    "/api/landlord/units/:id",
    { schema: { tags, params: idParam, body: unitUpdateInput, response: responses({ 200: unitRow }) } },
    async (req) => updateUnit(deps, requireRole(req, "landlord").id, req.params.id, req.body),
  );
};
