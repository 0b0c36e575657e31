import type { Message } from "@common/i18n/message";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api";
import { t } from "@/lib/i18n";
import {
  missingBankFields,
  missingMobileNumber,
  type PayoutFormValues,
  payoutFieldPath,
} from "../payouts/payout-form";

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

/** A failed save of a landlord form: the server's messages under their inputs, and a toast. */
export function showSaveFailure<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  toastText: { title: Message; description: Message },
): void {
  applyServerFieldErrors(error, setError);
  toast({ variant: "destructive", ...toastText });
}

/** The form-wide payout rule of the property forms: both a bank account and a mobile money number. */
export function warnIfPayoutIncomplete(payout: PayoutFormValues): void {
  if (!missingBankFields(payout) && !missingMobileNumber(payout)) return;
  toast({
    variant: "destructive",
    title: t("properties.toastPayoutRequired"),
    description: t("properties.payoutRequired"),
  });
}
