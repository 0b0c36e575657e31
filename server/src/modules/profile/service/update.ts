import { msg } from "../../../../../common/i18n/message";
import type { ProfileView, profileUpdateBody } from "../../../../../common/schemas/profile";
import type { z } from "../../../../../common/schemas/zod";
import type { AppDeps } from "../../../deps";
import type { SessionUser } from "../../../platform/auth/session";
import { badRequest } from "../../../platform/errors";
import { deleteStoredPhotos, preparePhotos, storePhotos } from "../../../platform/storage/photos";
import { replaceProfilePhoto, updateAccount, updateCompany } from "../queries";
import { readProfile } from "./view";

type Update = z.output<typeof profileUpdateBody>;

/** Only the fields sent change; an empty text clears an optional field. */
const given = <T extends object>(values: T) =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>;

/** PATCH /api/profile: the caller's own details (a landlord's company too); never email, phone, lease or money. */
export async function updateProfile(deps: AppDeps, caller: SessionUser, body: Update): Promise<ProfileView> {
  const { companyName, companyRegNumber, companyAddress, businessLicenseNumber, ...person } = body;
  await deps.db.transaction(async (tx) => {
    await updateAccount(tx, caller.id, given(person));
    if (caller.role === "landlord")
      await updateCompany(
        tx,
        caller.id,
        given({ companyName, companyRegNumber, companyAddress, businessLicenseNumber }),
      );
  });
  return readProfile(deps, caller.id);
}

export const photoUrl = (userId: string) => `/api/users/${userId}/photo`;

/** PUT /api/profile/photo: one image, checked and re-encoded; the photo it replaces is deleted after the commit. */
export async function uploadProfilePhoto(
  deps: AppDeps,
  caller: SessionUser,
  file: Buffer | undefined,
): Promise<ProfileView> {
  if (!file) {
    const m = msg("photos.empty");
    throw badRequest("EMPTY_FILE", m, { photo: m });
  }
  const [stored] = await storePhotos(
    deps.storage,
    `profiles/${caller.id}`,
    await preparePhotos([file], "photo"),
  );
  if (!stored) throw badRequest("EMPTY_FILE", msg("photos.empty"));
  let replaced: string[];
  try {
    replaced = await deps.db.transaction((tx) =>
      replaceProfilePhoto(tx, caller.id, {
        photo: stored.storageKey,
        thumb: stored.thumbKey,
        url: `${photoUrl(caller.id)}?v=${Date.now().toString(36)}`,
      }),
    );
  } catch (e) {
    await deleteStoredPhotos(deps.storage, [stored]);
    throw e;
  }
  await Promise.all(replaced.map((k) => deps.storage.delete(k)));
  return readProfile(deps, caller.id);
}
