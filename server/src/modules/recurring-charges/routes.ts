import type { FastifyPluginAsync } from "fastify";
import type { AppDeps } from "../../deps";
import { route } from "../../platform/http/route";
import { chargeableLeases, createOneOffCharge, listOneOffCharges } from "./service/one-off";
import {
  createRecurringCharge,
  endRecurringCharge,
  listRecurringCharges,
  updateRecurringCharge,
} from "./service/recurring";

/** The landlord's recurring charges and one-off charges (docs/API-charges.md). */
export const chargeRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  route(app, "charges.listRecurring", ({ caller, query }) => listRecurringCharges(deps, caller, query));
  route(app, "charges.createRecurring", ({ caller, body, headers }) =>
    createRecurringCharge(deps, caller, body, headers["idempotency-key"]),
  );
  route(app, "charges.updateRecurring", ({ caller, params, body }) =>
    updateRecurringCharge(deps, caller, params.id, body),
  );
  route(app, "charges.endRecurring", ({ caller, params, body }) =>
    endRecurringCharge(deps, caller, params.id, body),
  );
  route(app, "charges.listOneOff", ({ caller, query }) => listOneOffCharges(deps, caller, query));
  route(app, "charges.createOneOff", ({ caller, body, headers }) =>
    createOneOffCharge(deps, caller, body, headers["idempotency-key"]),
  );
  route(app, "charges.leases", ({ caller, query }) => chargeableLeases(deps, caller, query.propertyId));
};
