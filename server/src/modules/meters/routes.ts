import type { FastifyPluginAsync } from "fastify";
import { readingInput } from "../../../../common/schemas/meters";
import type { AppDeps } from "../../deps";
import { readMultipartForm } from "../../platform/http/multipart";
import { parseFields } from "../../platform/http/parse-fields";
import { route } from "../../platform/http/route";
import { sendPhoto } from "../../platform/http/send-photo";
import { tooManyPhotos } from "../../platform/storage/photos";
import { answerDispute, listDisputes, openDispute } from "./service/disputes";
import { createMeter, listMeters, replaceMeter, updateTariff } from "./service/meters";
import { listMeterReadings, listTenantReadings, readingPhoto, recordReading } from "./service/readings";

export const meterRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  route(app, "meters.list", ({ caller, params }) => listMeters(deps, caller, params.id));
  route(app, "meters.create", ({ caller, params, body }) => createMeter(deps, caller, params.id, body));
  route(app, "meters.replace", ({ caller, params, body }) => replaceMeter(deps, caller, params.id, body));
  route(app, "meters.updateTariff", ({ caller, params, body }) =>
    updateTariff(deps, caller, params.id, body),
  );

  // Multipart: `value` and `readOn` as text, one `photo`.
  route(
    app,
    "meters.record",
    async ({ caller, params, req, headers }) => {
      const form = await readMultipartForm(req, {
        maxFiles: 1,
        maxFields: 2,
        tooManyFiles: () => tooManyPhotos(1, "photo"),
      });
      const input = parseFields(readingInput, form.fields);
      return recordReading(deps, caller, params.id, input, form.files[0]?.bytes, headers["idempotency-key"]);
    },
    { config: { rateLimit: { max: 120, timeWindow: "1 minute" } } },
  );
  route(app, "meters.readings", ({ caller, params, query }) =>
    listMeterReadings(deps, caller, params.id, query.page),
  );
  route(app, "meters.disputes", ({ caller, params }) => listDisputes(deps, caller, params.id));
  route(app, "meters.answer", ({ caller, params, body }) => answerDispute(deps, caller, params.id, body));
  route(app, "meters.myReadings", ({ caller, query }) => listTenantReadings(deps, caller, query.page));
  route(app, "meters.dispute", ({ caller, params, body }) => openDispute(deps, caller, params.id, body));

  for (const id of ["meters.photo", "meters.photoThumb"] as const) {
    route(app, id, async ({ caller, params, reply }) =>
      sendPhoto(reply, await readingPhoto(deps, caller, params.id, id === "meters.photoThumb")),
    );
  }
};
