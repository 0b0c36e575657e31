import { msg } from "../../../../../common/i18n/message";
import { kampalaToday } from "../../../../../common/kampala-calendar";
import type { PetList } from "../../../../../common/schemas/pets";
import type { AppDeps } from "../../../deps";
import type { SessionUser } from "../../../platform/auth/session";
import { notFound } from "../../../platform/errors";
import type { StoredObject } from "../../../platform/storage/storage";
import { requireOwnedProperty } from "../../properties";
import { findVisiblePet, landlordTenantPets, pendingPets, tenantPets } from "../queries";
import { toPetView } from "./dto";

/** GET /api/pets: the tenant's own registrations. */
export async function listOwnPets(
  deps: AppDeps,
  tenant: SessionUser,
  page: { limit: number; offset: number },
): Promise<PetList> {
  const { rows, total } = await tenantPets(deps.db, tenant.id, page.limit, page.offset);
  const today = kampalaToday();
  return { items: rows.map((r) => toPetView(r, today)), total };
}

/** GET /api/pets/pending: the landlord's queue, of one of their properties (404 for another's) or all. */
export async function listPendingPets(
  deps: AppDeps,
  landlord: SessionUser,
  query: { propertyId?: number; limit: number; offset: number },
): Promise<PetList> {
  if (query.propertyId !== undefined) await requireOwnedProperty(deps.db, landlord.id, query.propertyId);
  const { rows, total } = await pendingPets(
    deps.db,
    landlord.id,
    query.propertyId,
    query.limit,
    query.offset,
  );
  const today = kampalaToday();
  return { items: rows.map((r) => toPetView(r, today)), total };
}

/** A tenant's pets on the landlord's tenant details page (only those on the landlord's properties). */
export async function petsOfTenantForLandlord(deps: AppDeps, landlordId: string, tenantId: string) {
  const today = kampalaToday();
  return (await landlordTenantPets(deps.db, landlordId, tenantId)).map((r) => toPetView(r, today));
}

/** The photo or its thumbnail, for the pet's tenant and the property's landlord; else 404. */
export async function readPetPhoto(
  deps: AppDeps,
  viewer: SessionUser,
  id: string,
  thumb: boolean,
): Promise<StoredObject> {
  const row = await findVisiblePet(deps.db, viewer, id);
  const key = row && (thumb ? row.p.photoThumbKey : row.p.photoKey);
  const file = key && (await deps.storage.get(key));
  if (!file) throw notFound(msg("pets.photoNotFound"));
  return file;
}
