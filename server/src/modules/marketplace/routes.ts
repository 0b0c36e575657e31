import type { FastifyPluginAsync } from "fastify";
import {
  type ListingCreateData,
  listingCreateInput,
  MAX_LISTING_PHOTOS,
} from "../../../../common/schemas/marketplace";
import type { AppDeps } from "../../deps";
import { readMultipartForm } from "../../platform/http/multipart";
import { parseFields } from "../../platform/http/parse-fields";
import { route } from "../../platform/http/route";
import { sendPhoto } from "../../platform/http/send-photo";
import { tooManyPhotos } from "../../platform/storage/photos";
import { getBlockedWords, putBlockedWords } from "./service/blocked";
import { createListing } from "./service/create";
import { decideListing } from "./service/decide";
import { getListing, listApproved, listMine, listPending, readListingPhoto } from "./service/list";
import { contactSeller, reportListing, setLike } from "./service/neighbours";
import { moveOwnListing } from "./service/seller";

export const marketplaceRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  route(app, "marketplace.list", ({ caller, query }) => listApproved(deps, caller, query));
  route(app, "marketplace.mine", ({ caller, query }) => listMine(deps, caller, query));
  route(app, "marketplace.pending", ({ caller, query }) => listPending(deps, caller, query));
  route(app, "marketplace.get", ({ caller, params }) => getListing(deps, caller, params.id));

  // A JSON body (spec section 7), or multipart with the same fields as text and up to five `photos`.
  route(
    app,
    "marketplace.create",
    async ({ caller, req }) => {
      let input: ListingCreateData;
      let photos: Buffer[] = [];
      if (req.isMultipart()) {
        const form = await readMultipartForm(req, {
          maxFiles: MAX_LISTING_PHOTOS,
          maxFields: Object.keys(listingCreateInput.shape).length,
          tooManyFiles: () => tooManyPhotos(MAX_LISTING_PHOTOS),
        });
        input = parseFields(listingCreateInput, form.fields);
        photos = form.files.map((f) => f.bytes);
      } else {
        input = parseFields(listingCreateInput, req.body ?? {});
      }
      return createListing(deps, caller, input, photos);
    },
    { config: { rateLimit: { max: 20, timeWindow: "1 minute" } } },
  );

  route(app, "marketplace.decide", ({ caller, params, body }) =>
    decideListing(deps, caller, params.id, body),
  );
  route(app, "marketplace.like", ({ caller, params }) => setLike(deps, caller, params.id, true));
  route(app, "marketplace.unlike", ({ caller, params }) => setLike(deps, caller, params.id, false));
  route(app, "marketplace.markSold", ({ caller, params }) => moveOwnListing(deps, caller, params.id, "sold"));
  route(app, "marketplace.withdraw", ({ caller, params }) =>
    moveOwnListing(deps, caller, params.id, "withdrawn"),
  );
  route(app, "marketplace.report", ({ caller, params, body }) =>
    reportListing(deps, caller, params.id, body.reason),
  );
  route(app, "marketplace.contact", ({ caller, params, body }) =>
    contactSeller(deps, caller, params.id, body.sellerId),
  );
  route(app, "marketplace.blockedWords", ({ caller }) => getBlockedWords(deps, caller));
  route(app, "marketplace.saveBlockedWords", ({ caller, body }) => putBlockedWords(deps, caller, body.words));

  for (const id of ["marketplace.photo", "marketplace.photoThumb"] as const) {
    route(app, id, async ({ caller, params, reply }) => {
      const file = await readListingPhoto(
        deps,
        caller,
        params.id,
        params.photoId,
        id === "marketplace.photoThumb",
      );
      return sendPhoto(reply, file);
    });
  }
};
