import type { z } from "zod";
import type {
  Amenity,
  amenityCreateInput,
  amenityUpdateInput,
  closedDateInput,
} from "../../../../../common/schemas/amenities";
import type { AppDeps } from "../../../deps";
import type { SessionUser } from "../../../platform/auth/session";
import { requireManagedProperty } from "../../properties/access";
import { kampalaToday } from "../../rent/dates";
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

/** Amenities with their closed dates from today on. */
async function withClosedDates(deps: AppDeps, rows: Parameters<typeof toAmenity>[0][]): Promise<Amenity[]> {
  const closed = await closedDatesOf(
    deps.db,
    rows.map((a) => a.id),
    kampalaToday(),
  );
  return rows.map((a) =>
    toAmenity(
      a,
      closed.filter((c) => c.amenityId === a.id),
    ),
  );
}

/** GET /api/amenities: a tenant's property's active amenities, or a landlord's of a property (selected one). */
export async function listAmenities(deps: AppDeps, caller: SessionUser, propertyId?: number) {
  if (caller.role === "tenant") {
    const lease = await requireResidentLease(deps.db, caller);
    const rows = (await amenitiesOfProperty(deps.db, lease.propertyId)).filter((a) => a.active);
    return { items: await withClosedDates(deps, rows) };
  }
  const property = await requireManagedProperty(deps.db, caller.id, propertyId);
  return { items: await withClosedDates(deps, await amenitiesOfProperty(deps.db, property.id)) };
}

async function oneAmenity(deps: AppDeps, landlord: SessionUser, id: string): Promise<Amenity> {
  const [a] = await withClosedDates(deps, [await requireOwnedAmenity(deps.db, landlord, id)]);
  return a!;
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
