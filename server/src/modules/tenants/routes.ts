import type { FastifyPluginAsync } from "fastify";
import { msg } from "../../../../common/i18n/message";
import type { AppDeps } from "../../deps";
import { badRequest } from "../../platform/errors";
import { readMultipartForm } from "../../platform/http/multipart";
import { route } from "../../platform/http/route";
import { sendPrivateDocument } from "../../platform/http/send-photo";
import { searchTenants, tenantsByName } from "./service/lookup";
import { readNationalIdPhoto, saveNationalIdPhoto } from "./service/national-id-photo";

const NO_FILE = msg("tenants.noFile");
const ONE_FILE = msg("tenants.oneFile");

export const tenantRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  route(app, "tenants.search", ({ caller, query }) => searchTenants(deps, caller.id, query.q));
  route(app, "tenants.byName", ({ caller, params }) => tenantsByName(deps, caller.id, params.name));

  // Identity documents are private: never cached by the browser or anything in between.
  route(app, "tenants.nationalIdPhoto", async ({ caller, params, reply }) => {
    const file = await readNationalIdPhoto(deps, caller, params.id);
    return sendPrivateDocument(reply, file, "national-id");
  });

  route(
    app,
    "tenants.uploadNationalIdPhoto",
    async ({ caller, req }) => {
      if (!req.isMultipart()) throw badRequest("NO_FILE", NO_FILE, { file: NO_FILE });
      // Every part is read: a second file is refused, not silently dropped.
      const { files } = await readMultipartForm(req, {
        maxFiles: 1,
        tooManyFiles: () => badRequest("TOO_MANY_FILES", ONE_FILE, { file: ONE_FILE }),
      });
      const [upload] = files;
      if (upload?.fieldname !== "file") throw badRequest("NO_FILE", NO_FILE, { file: NO_FILE });
      await saveNationalIdPhoto(deps, caller.id, upload.bytes);
      return { success: true as const };
    },
    { config: { rateLimit: { max: 20, timeWindow: "1 minute" } } },
  );
};
