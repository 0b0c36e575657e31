import { UNIT_TYPE_PREFERENCE_BEDROOMS, type UnitTypePreference } from "@common/constants";
import { t } from "@/lib/i18n";

const isPreference = (value: string): value is UnitTypePreference =>
  Object.hasOwn(UNIT_TYPE_PREFERENCE_BEDROOMS, value);

/** "2-bedroom" → "2 Bedrooms" (its label, a catalogue message or plain text); any other text as it is. */
export function unitTypeLabel(unitType: string): string {
  return isPreference(unitType)
    ? t("signup.unitTypePreference", { bedrooms: UNIT_TYPE_PREFERENCE_BEDROOMS[unitType] })
    : unitType;
}
