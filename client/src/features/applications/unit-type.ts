import { UNIT_TYPE_PREFERENCE_LABELS } from "@common/constants";

/** "2-bedroom" → "2 Bedrooms"; any other text as it is. */
export function unitTypeLabel(unitType: string): string {
  return (UNIT_TYPE_PREFERENCE_LABELS as Record<string, string>)[unitType] ?? unitType;
}
