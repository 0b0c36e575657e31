/** The properties module's front door: what other modules may use of it (docs/ARCHITECTURE.md, Layers). */
export {
  noPropertySelected,
  PROPERTY_NOT_FOUND,
  propertyNotFound,
  requireManagedProperty,
  requireOwnedProperty,
  requireOwnedUnit,
} from "./access";
export { findOwnedProperty, lockOwnedProperty, selectedPropertyId, toPropertySummary } from "./queries";
export type { Audience } from "./queries/listed";
export { findListedProperty, listedFor } from "./queries/listed";
export { photosOfProperties, toListingPhoto } from "./queries/photos";
export { setUnitReadiness, unitNumberTaken, updateUnitFields } from "./queries/units";
export { compareUnitNumbers } from "./unit-numbers";
