import { apiKey } from "@/lib/api";
import { useApiQuery } from "@/lib/query";

export const SELECTED_PROPERTY_KEY = apiKey("properties.selected");

/** The property the landlord is currently managing (null when none is selected). */
export function useSelectedProperty() {
  return useApiQuery("properties.selected");
}
