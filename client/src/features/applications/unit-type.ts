import { UNIT_TYPE_PREFERENCE_LABELS } from "@common/constants";
import { translateMessage } from "@/lib/i18n";

/** "2-bedroom" → "2 Bedrooms" (its label, a catalogue message or plain text); any other text as it is. */
export function unitTypeLabel(unitType: string): string {
  const label = (UNIT_TYPE_PREFERENCE_LABELS as Record<string, string>)[unitType];
  return label ? translateMessage(label) : unitType;
}
