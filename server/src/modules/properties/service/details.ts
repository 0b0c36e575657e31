import type { z } from "zod";
import type { propertyCreateInput, propertyUpdateInput } from "../../../../../common/schemas/properties";

export type CreateInput = z.output<typeof propertyCreateInput>;
export type UpdateInput = z.output<typeof propertyUpdateInput>;

/** What the add and edit forms say about the property itself (each amenity once). */
export const propertyDetails = (input: CreateInput | UpdateInput) => ({
  name: input.name,
  location: input.location,
  propertyType: input.propertyType,
  description: input.description,
  amenities: [...new Set(input.amenities)],
  ...(input.listed !== undefined ? { listed: input.listed } : {}),
});
