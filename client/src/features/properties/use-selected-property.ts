import type { PropertySummary } from "@common/schemas/properties";
import { useQuery } from "@tanstack/react-query";

export const SELECTED_PROPERTY_KEY = ["/api/landlord/selected-property"] as const;

export type SelectedPropertyResponse = { property: PropertySummary | null };

/** The property the landlord is currently managing (null when none is selected). */
export function useSelectedProperty() {
  return useQuery<SelectedPropertyResponse>({ queryKey: SELECTED_PROPERTY_KEY });
}
