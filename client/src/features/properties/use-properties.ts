import { apiKey } from "@/lib/api";
import { useApiQuery } from "@/lib/query";

export const propertyKey = (id: number) => apiKey("properties.get", { params: { id } });

/** The landlord's active properties, newest first. */
export function useProperties() {
  return useApiQuery("properties.list");
}

/**
 * One of the landlord's properties (404 for an unknown id or another landlord's). Disabled without an id.
 * Always fetched again on mount: an edit form must start from the current counts, not a cached copy.
 */
export function useProperty(id: number | null) {
  return useApiQuery(
    "properties.get",
    { params: { id: id ?? 0 } },
    { enabled: id !== null, refetchOnMount: "always" },
  );
}
