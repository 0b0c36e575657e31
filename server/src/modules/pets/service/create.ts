import { msg } from "../../../../../common/i18n/message";
import { kampalaToday } from "../../../../../common/kampala-calendar";
import type { PetCreateData, PetView } from "../../../../../common/schemas/pets";
import type { AppDeps } from "../../../deps";
import type { SessionUser } from "../../../platform/auth/session";
import { forbidden, notFound } from "../../../platform/errors";
import { pagePath } from "../../../platform/pages";
import { deleteStoredPhotos, preparePhotos, storePhotos } from "../../../platform/storage/photos";
import { recordActivity } from "../../activity";
import { deliverNotifications, notify } from "../../notifications";
import { toWholeUgx } from "../../rent";
import { currentLeaseForPet, findVisiblePet, insertPet } from "../queries";
import { toPetView } from "./dto";

/**
 * A tenant registers a pet on their current lease, pending the landlord's decision (docs/decisions/0018). The
 * photo is checked and re-encoded before anything is stored; fees are kept in whole UGX. The landlord is told.
 */
export async function createPet(
  deps: AppDeps,
  tenant: SessionUser,
  input: PetCreateData,
  photo: Buffer | undefined,
): Promise<PetView> {
  const lease = await currentLeaseForPet(deps.db, tenant.id);
  if (!lease) throw forbidden(msg("pets.noLease"), "NO_ACTIVE_LEASE");

  const id = crypto.randomUUID();
  const prepared = photo ? await preparePhotos([photo], "photo") : [];
  const [stored] = await storePhotos(deps.storage, `pets/${id}`, prepared);
  try {
    const notices = await deps.db.transaction(async (tx) => {
      await insertPet(tx, {
        ...input,
        id,
        tenantId: tenant.id,
        leaseId: lease.id,
        propertyId: lease.propertyId,
        weightTenths: input.weight === null ? null : Math.round(input.weight * 10),
        registrationFee: toWholeUgx(input.registrationFee),
        monthlyPetRent: toWholeUgx(input.monthlyPetRent),
        securityDeposit: toWholeUgx(input.securityDeposit),
        photoKey: stored?.storageKey ?? null,
        photoThumbKey: stored?.thumbKey ?? null,
        photoContentType: stored?.contentType ?? null,
      });
      const tenantName = lease.tenantName;
      await recordActivity(tx, {
        landlordId: lease.landlordId,
        propertyId: lease.propertyId,
        actorId: tenant.id,
        kind: "pet_registered",
        message: msg("pets.registeredActivity", { tenant: tenantName, name: input.name }),
      });
      return notify(tx, deps, {
        userId: lease.landlordId,
        type: "pet",
        title: msg("pets.registeredTitle"),
        message: msg("pets.registeredMessage", {
          tenant: tenantName,
          unit: lease.unitNumber,
          name: input.name,
        }),
        link: pagePath("/landlord-dashboard"),
      });
    });
    await deliverNotifications(deps, notices);
  } catch (e) {
    if (stored) await deleteStoredPhotos(deps.storage, [stored]);
    throw e;
  }
  const row = await findVisiblePet(deps.db, tenant, id);
  if (!row) throw notFound(msg("pets.petNotFound"));
  return toPetView(row, kampalaToday());
}
