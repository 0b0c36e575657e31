import { keepPreviousData } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useOnline } from "@/lib/online";
import { useApiQuery } from "@/lib/query";

const DEBOUNCE_MS = 300;
/** Few enough to read on a phone without scrolling far; a better word finds the rest. */
const RESULTS = 6;

export interface PropertyMatch {
  id: number;
  name: string;
  address: string;
}

export type PropertySearchState =
  | { status: "offline" }
  | { status: "loading" }
  | { status: "failed"; retry: () => void }
  | { status: "ready"; items: PropertyMatch[]; q: string; searching: boolean };

/**
 * The sign-up's property search: the public listing search (GET /api/listings, the one /property-search uses) for
 * the typed text once typing pauses, while the list is open. The last answer stays on screen while the next one
 * loads; offline, nothing is asked.
 */
export function usePropertySearch(text: string, open: boolean): PropertySearchState {
  const online = useOnline();
  const [q, setQ] = useState(text.trim());
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const search = useApiQuery(
    "listings.search",
    { query: { ...(q ? { q } : {}), pageSize: RESULTS } },
    { enabled: open && online, placeholderData: keepPreviousData, staleTime: 60_000 },
  );
  if (!online) return { status: "offline" };
  if (search.isError) return { status: "failed", retry: () => void search.refetch() };
  if (!search.data) return { status: "loading" };
  return {
    status: "ready",
    items: search.data.items.map(({ id, name, address }) => ({ id, name, address })),
    q,
    searching: search.isFetching || q !== text.trim(),
  };
}
