import type { FastifyPluginAsync } from "fastify";
import { formatUgandanPhone } from "../../../../common/phone";
import type { AppDeps } from "../../deps";
import { readMultipartForm } from "../../platform/http/multipart";
import { route } from "../../platform/http/route";
import { sendPhoto } from "../../platform/http/send-photo";
import { requestTranslator } from "../../platform/i18n";
import { tooManyPhotos } from "../../platform/storage/photos";
import { codeSentAnswer } from "../auth";
import { confirmContactChange, requestContactChange } from "./service/contact-change";
import { setLanguage } from "./service/language";
import { readUserPhoto } from "./service/photo";
import { updateProfile, uploadProfilePhoto } from "./service/update";
import { readProfile } from "./service/view";

const perMinute = (max: number) => ({ config: { rateLimit: { max, timeWindow: "1 minute" } } });

export const profileRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  route(app, "profile.get", ({ caller }) => readProfile(deps, caller.id));
  route(app, "profile.update", ({ caller, body }) => updateProfile(deps, caller, body), perMinute(30));

  route(
    app,
    "profile.uploadPhoto",
    async ({ caller, req }) => {
      if (!req.isMultipart()) return uploadProfilePhoto(deps, caller, undefined);
      const form = await readMultipartForm(req, {
        maxFiles: 1,
        tooManyFiles: () => tooManyPhotos(1, "photo"),
      });
      return uploadProfilePhoto(deps, caller, form.files[0]?.bytes);
    },
    perMinute(10),
  );

  route(app, "profile.photo", async ({ caller, params, query, reply }) => {
    const file = await readUserPhoto(deps, caller, params.id, query.thumb === "1");
    return sendPhoto(reply, file);
  });

  route(
    app,
    "profile.requestEmailChange",
    async ({ caller, body, req }) => {
      const { devCode } = await requestContactChange(deps, caller, {
        kind: "email",
        value: body.email,
        ip: req.ip,
      });
      return codeSentAnswer(requestTranslator(req).t("profile.codeSent", { email: body.email }), devCode);
    },
    perMinute(10),
  );
  route(
    app,
    "profile.confirmEmailChange",
    ({ caller, body }) =>
      confirmContactChange(deps, caller, { kind: "email", value: body.email, code: body.code }),
    perMinute(30),
  );
  route(
    app,
    "profile.requestPhoneChange",
    async ({ caller, body, req }) => {
      const { devCode } = await requestContactChange(deps, caller, {
        kind: "phone",
        value: body.phone,
        ip: req.ip,
      });
      const phone = formatUgandanPhone(body.phone);
      return codeSentAnswer(requestTranslator(req).t("profile.codeSentSms", { phone }), devCode);
    },
    perMinute(10),
  );
  route(
    app,
    "profile.confirmPhoneChange",
    ({ caller, body }) =>
      confirmContactChange(deps, caller, { kind: "phone", value: body.phone, code: body.code }),
    perMinute(30),
  );
  route(app, "profile.setLanguage", ({ caller, body }) => setLanguage(deps, caller, body.locale));
};
