import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  deletePropertyResponse,
  propertyCreateInput,
  propertySummary,
  propertyUpdateInput,
  selectedPropertyResponse,
  selectPropertyInput,
} from "../../../../common/schemas/properties";
import { idParam } from "../../../../common/schemas/shared";
import type { AppDeps } from "../../deps";
import { requireRole } from "../../platform/auth/guards";
import { responses } from "../../platform/http/schema";
import {
  createProperty,
  deleteProperty,
  getProperty,
  getSelectedProperty,
  listProperties,
  selectProperty,
  updateProperty,
} from "./service";
import { propertyFormError } from "./validation";

/** The landlord's own properties (add, edit, delete, select): scoped to the caller in the service. */
export const landlordPropertyRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  // Role first, so a tenant is refused before the body is looked at.
  app.addHook("preValidation", async (req) => {
    requireRole(req, "landlord");
  });
  const tags = ["properties"];

  app.get(
    "/api/landlord/properties",
    { schema: { tags, response: responses({ 200: propertySummary.array() }) } },
    async (req) => listProperties(deps, requireRole(req, "landlord").id),
  );

  app.post(
    "/api/landlord/properties",
    {
      schema: { tags, body: propertyCreateInput, response: responses({ 201: propertySummary }) },
      // The form's own messages for a missing unit type list or payout block.
      attachValidation: true,
    },
    async (req, reply) => {
      if (req.validationError) throw propertyFormError(req.validationError);
      const created = await createProperty(deps, requireRole(req, "landlord").id, req.body, req.log);
      return reply.code(201).send(created);
    },
  );

  app.get(
    "/api/landlord/properties/:id",
    { schema: { tags, params: idParam, response: responses({ 200: propertySummary }) } },
    async (req) => getProperty(deps, requireRole(req, "landlord").id, req.params.id),
  );

  app.patch(
    "/api/landlord/properties/:id",
    {
      schema: {
        tags,
        params: idParam,
        body: propertyUpdateInput,
        response: responses({ 200: propertySummary }),
      },
      attachValidation: true,
    },
    async (req) => {
      if (req.validationError) throw propertyFormError(req.validationError);
      return updateProperty(deps, requireRole(req, "landlord").id, req.params.id, req.body, req.log);
    },
  );

  app.delete(
    "/api/landlord/properties/:id",
    { schema: { tags, params: idParam, response: responses({ 200: deletePropertyResponse }) } },
    async (req) => deleteProperty(deps, requireRole(req, "landlord").id, req.params.id),
  );

  app.get(
    "/api/landlord/selected-property",
    { schema: { tags, response: responses({ 200: selectedPropertyResponse }) } },
    async (req) => ({ property: await getSelectedProperty(deps, requireRole(req, "landlord").id) }),
  );

  app.put(
    "/api/landlord/selected-property",
    { schema: { tags, body: selectPropertyInput, response: responses({ 200: selectedPropertyResponse }) } },
    async (req) => ({
      property: await selectProperty(deps, requireRole(req, "landlord").id, req.body.propertyId),
    }),
  );
};
