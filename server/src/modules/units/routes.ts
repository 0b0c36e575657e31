import type { FastifyPluginAsync } from "fastify";
import type { AppDeps } from "../../deps";
import { route } from "../../platform/http/route";
import { getUnitDetails, listUnits, updateUnit } from "./service";

/** Units of the landlord's own properties: the occupied/available tables and the unit details dialog. */
export const unitRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  route(app, "units.list", ({ caller, params, query }) =>
    listUnits(deps, caller.id, params.id, query.status),
  );
  route(app, "units.get", ({ caller, params }) => getUnitDetails(deps, caller.id, params.id));
  route(app, "units.update", ({ caller, params, body }) => updateUnit(deps, caller.id, params.id, body));
};
