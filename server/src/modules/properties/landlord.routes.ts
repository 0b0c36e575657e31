import type { FastifyPluginAsync } from "fastify";
import type { AppDeps } from "../../deps";
import { route } from "../../platform/http/route";
import { createProperty } from "./service/create";
import { deleteProperty } from "./service/delete";
import { getProperty, listProperties } from "./service/read";
import { getSelectedProperty, selectProperty } from "./service/selection";
import { updateProperty } from "./service/update";
import { propertyFormError } from "./validation";

/** The landlord's own properties (add, edit, delete, select): scoped to the caller in the service. */
export const landlordPropertyRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  // The forms' own messages for a missing unit type list or payout block.
  const formMessages = { attachValidation: true };

  route(app, "properties.list", ({ caller }) => listProperties(deps, caller.id));
  route(
    app,
    "properties.create",
    ({ caller, body, req }) => {
      if (req.validationError) throw propertyFormError(req.validationError);
      return createProperty(deps, caller.id, body, req.log);
    },
    formMessages,
  );
  route(app, "properties.get", ({ caller, params }) => getProperty(deps, caller.id, params.id));
  route(
    app,
    "properties.update",
    ({ caller, params, body, req }) => {
      if (req.validationError) throw propertyFormError(req.validationError);
      return updateProperty(deps, caller.id, params.id, body, req.log);
    },
    formMessages,
  );
  route(app, "properties.delete", ({ caller, params }) => deleteProperty(deps, caller.id, params.id));
  route(app, "properties.selected", async ({ caller }) => ({
    property: await getSelectedProperty(deps, caller.id),
  }));
  route(app, "properties.select", async ({ caller, body }) => ({
    property: await selectProperty(deps, caller.id, body.propertyId),
  }));
};
