import type { z } from "zod";
import { kampalaToday } from "../../../../../common/kampala-calendar";
import type {
  Amenity,
  amenityCreateInput,
  amenityUpdateInput,
  closedDateInput,
} from "../../../../../common/schemas/amenities";
import type { AppDeps } from "../../../deps";
import type { SessionUser } from "../../../platform/auth/session";
import { requireManagedProperty } from "../../properties";
import {
  amenitiesOfProperty,
  closedDatesOf,
  deleteClosedDate,
  insertAmenity,
  setFutureCapacity,
  updateAmenity,
  upsertClosedDate,
} from "../queries";
import { requireOwnedAmenity, requireResidentLease } from "./access";
import { toAmenity } from "./dto";

/** GET /api/amenities: a tenant's property's active amenities, or a landlord's of a property (selected one). */
export async function listAmenities(deps: AppDeps, caller: SessionUser, propertyId?: number) {
  const propertyToList =
    caller.role === "tenant"
      ? (await requireResidentLease(deps.db, caller)).propertyId
      : (await requireManagedProperty(deps.db, caller.id, propertyId)).id;
  const rows = await amenitiesOfProperty(deps.db, propertyToList, kampalaToday(), caller.role === "tenant");
  return { items: rows.map((r) => toAmenity(r.amenity, r.closedDates)) };
}

/** One of the landlord's amenities with its closed dates from today on. */
async function oneAmenity(deps: AppDeps, landlord: SessionUser, id: string): Promise<Amenity> {
  const a = await requireOwnedAmenity(deps.db, landlord, id);
  return toAmenity(a, await closedDatesOf(deps.db, [a.id], kampalaToday()));
}

export async function createAmenity(
  deps: AppDeps,
  landlord: SessionUser,
  input: z.output<typeof amenityCreateInput>,
): Promise<Amenity> {
  const { propertyId, ...values } = input;
  const property = await requireManagedProperty(deps.db, landlord.id, propertyId);
  const id = await insertAmenity(deps.db, { ...values, propertyId: property.id });
  return oneAmenity(deps, landlord, id);
}

/** Edits an amenity; a new capacity applies to the future slots' counters, never below what is booked there. */
export async function editAmenity(
  deps: AppDeps,
  landlord: SessionUser,
  id: string,
  input: z.output<typeof amenityUpdateInput>,
): Promise<Amenity> {
  await deps.db.transaction(async (tx) => {
    await requireOwnedAmenity(tx, landlord, id, true);
    await updateAmenity(tx, id, input);
    if (input.capacity !== undefined) await setFutureCapacity(tx, id, input.capacity, new Date());
  });
  return oneAmenity(deps, landlord, id);
}

export async function addClosedDate(
  deps: AppDeps,
  landlord: SessionUser,
  id: string,
  input: z.output<typeof closedDateInput>,
): Promise<Amenity> {
  await requireOwnedAmenity(deps.db, landlord, id);
  await upsertClosedDate(deps.db, id, input.date, input.note);
  return oneAmenity(deps, landlord, id);
}

export async function removeClosedDate(
  deps: AppDeps,
  landlord: SessionUser,
  id: string,
  date: string,
): Promise<Amenity> {
  await requireOwnedAmenity(deps.db, landlord, id);
  await deleteClosedDate(deps.db, id, date);
  return oneAmenity(deps, landlord, id);
}
