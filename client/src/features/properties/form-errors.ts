import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "@/lib/api";
import { payoutFieldPath } from "../payouts/payout-form";

const PROPERTY_FIELD = /^(name|location|propertyType|description|amenities|imageUrl|totalUnits)$/;
const UNIT_TYPE_FIELD = /^unitTypes(\.\d+\.(name|bedrooms|bathrooms|sqft|rentPrice|rentCurrency|quantity))?$/;

/**
 * Puts the server's per-field messages (`ApiError.fields`, dotted paths like `unitTypes.0.name` or
 * `payout.mobileMoneyNumber`) under the matching inputs. Returns how many landed on a field.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
): number {
  if (!(error instanceof ApiError) || !error.fields) return 0;
  let count = 0;
  for (const [key, message] of Object.entries(error.fields)) {
    const path = payoutFieldPath(key) ?? (PROPERTY_FIELD.test(key) || UNIT_TYPE_FIELD.test(key) ? key : null);
    if (!path) continue;
    setError(path as Path<T>, { type: "server", message }, { shouldFocus: count === 0 });
    count++;
  }
  return count;
}
