import type { FastifyPluginAsync } from "fastify";
import type { AppDeps } from "../../deps";
import { route } from "../../platform/http/route";
import { createLease, type PostFirstCharges } from "./service/create";
import { endLease } from "./service/end";
import { getInvitationInfo } from "./service/invitations";

const perMinute = (max: number) => ({ config: { rateLimit: { max, timeWindow: "1 minute" } } });

export const leaseRoutes: FastifyPluginAsync<{ deps: AppDeps; postFirstCharges: PostFirstCharges }> = async (
  app,
  { deps, postFirstCharges },
) => {
  route(
    app,
    "leases.create",
    ({ caller, body }) => createLease(deps, caller.id, body, postFirstCharges),
    perMinute(60),
  );
  route(app, "leases.end", ({ caller, params, body }) =>
    endLease(deps, caller.id, params.id, body.readiness),
  );
  // Public: the sign-up screens show whose invitation it is. The code is 256 bits; the limit is for load.
  route(app, "leases.invitation", ({ params }) => getInvitationInfo(deps.db, params.code), perMinute(60));
};
