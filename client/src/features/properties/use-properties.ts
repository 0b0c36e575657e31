import type { PropertySummary } from "@common/schemas/properties";
import { useQuery } from "@tanstack/react-query";

export const PROPERTIES_KEY = ["/api/landlord/properties"] as const;

export const propertyKey = (id: number | string) => [`/api/landlord/properties/${id}`] as const;

/** The landlord's active properties, newest first. */
export function useProperties() {
  return useQuery<PropertySummary[]>({ queryKey: PROPERTIES_KEY });
}

/**
 * One of the landlord's properties (404 for an unknown id or another landlord's). Disabled without an id.
 * Always fetched again on mount: an edit form must start from the current counts, not a cached copy.
 */
export function useProperty(id: number | null) {
  return useQuery<PropertySummary>({
    queryKey: propertyKey(id ?? 0),
    enabled: id !== null,
    refetchOnMount: "always",
  });
}
