import { useCallback } from "react";
import { useSearch } from "wouter";
import { ErrorState, ListSkeleton } from "@/components/page-states";
import { t } from "@/lib/i18n";
import { useLocation } from "@/lib/navigation";
import { usePageTitle } from "@/lib/page-title";
import { pagePath } from "@/lib/pages";
import { PublicShell } from "./PublicShell";
import { useListingSearch } from "./queries";
import { SearchFiltersPanel } from "./SearchFiltersPanel";
import { SearchResults } from "./SearchResults";
import {
  filtersToSearch,
  NO_FILTERS,
  parseFilters,
  priceUpsideDown,
  type SearchFilters,
} from "./search-params";

/**
 * /property-search, for visitors and signed-in people alike: listed properties with units ready to rent, by
 * text, location, price, bedrooms, type and amenities. The filters live in the address (shareable, and Back
 * returns to the same results).
 */
export default function PropertySearchPage() {
  usePageTitle(t("listings.title"));
  const search = useSearch();
  const [, navigate] = useLocation();
  const filters = parseFilters(search);
  const key = filtersToSearch(filters);
  const onChange = useCallback(
    (next: SearchFilters) => {
      const query = filtersToSearch(next);
      if (query !== key)
        navigate(pagePath("/property-search", { query: Object.fromEntries(new URLSearchParams(query)) }), {
          replace: true,
        });
    },
    [key, navigate],
  );
  const results = useListingSearch(filters, !priceUpsideDown(filters));
  const clear = () => onChange({ ...NO_FILTERS, view: filters.view });

  return (
    <PublicShell back={{ href: pagePath("/"), label: t("listings.backToHome") }}>
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t("listings.title")}</h1>
      <p className="mt-1 mb-5 text-slate-600">{t("listings.subtitle")}</p>
      <div className="space-y-6">
        <SearchFiltersPanel filters={filters} onChange={onChange} />
        {priceUpsideDown(filters) ? null : results.isPending ? (
          <ListSkeleton rows={3} />
        ) : results.isError ? (
          <ErrorState
            title={t("listings.title")}
            error={results.error}
            fallback={t("listings.loadFailed")}
            onRetry={() => results.refetch()}
            retrying={results.isFetching}
          />
        ) : (
          <div className={results.isPlaceholderData ? "opacity-60 transition-opacity" : ""}>
            <SearchResults result={results.data} filters={filters} onChange={onChange} onClear={clear} />
          </div>
        )}
      </div>
    </PublicShell>
  );
}
