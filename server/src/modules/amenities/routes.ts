import type { FastifyPluginAsync } from "fastify";
import type { AppDeps } from "../../deps";
import { route } from "../../platform/http/route";
import { availability, myBookings } from "./service/availability";
import { book, cancelMine, joinWaitlist } from "./service/book";
import { dayBookings, landlordCancel } from "./service/landlord";
import { addClosedDate, createAmenity, editAmenity, listAmenities, removeClosedDate } from "./service/manage";

export const amenityRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  route(app, "amenities.list", ({ caller, query }) => listAmenities(deps, caller, query.propertyId));
  route(app, "amenities.create", ({ caller, body }) => createAmenity(deps, caller, body));
  route(app, "amenities.update", ({ caller, params, body }) => editAmenity(deps, caller, params.id, body));
  route(app, "amenities.addClosedDate", ({ caller, params, body }) =>
    addClosedDate(deps, caller, params.id, body),
  );
  route(app, "amenities.removeClosedDate", ({ caller, params }) =>
    removeClosedDate(deps, caller, params.id, params.date),
  );
  route(app, "amenities.availability", ({ caller, params, query }) =>
    availability(deps, caller, params.id, query),
  );
  route(app, "amenities.book", ({ caller, params, body }) => book(deps, caller, params.id, body), {
    config: { rateLimit: { max: 30, timeWindow: "1 minute" } },
  });
  route(app, "amenities.joinWaitlist", ({ caller, params, body }) =>
    joinWaitlist(deps, caller, params.id, body),
  );
  route(app, "amenities.mine", ({ caller }) => myBookings(deps, caller));
  route(app, "amenities.cancelMine", ({ caller, params }) => cancelMine(deps, caller, params.id));
  route(app, "amenities.dayBookings", ({ caller, params, query }) =>
    dayBookings(deps, caller, params.id, query.date),
  );
  route(app, "amenities.landlordCancel", ({ caller, params, body }) =>
    landlordCancel(deps, caller, params.id, body),
  );
};
