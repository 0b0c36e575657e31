import type { ListingSearchResult } from "@common/schemas/listings";
import { LayoutGrid, List, SearchX } from "lucide-react";
import { EmptyState } from "@/components/page-states";
import { Button } from "@/components/ui/button";
import { t } from "@/lib/i18n";
import { ListingResultCard } from "./ListingResultCard";
import type { SearchFilters } from "./search-params";

const VIEWS = [
  ["grid", LayoutGrid, "listings.gridView"],
  ["list", List, "listings.listView"],
] as const;

/** The result count, the grid/list switch, the properties of this page and the pages. */
export function SearchResults({
  result,
  filters,
  onChange,
  onClear,
}: {
  result: ListingSearchResult;
  filters: SearchFilters;
  onChange: (next: SearchFilters) => void;
  onClear: () => void;
}) {
  const pages = Math.max(1, Math.ceil(result.total / result.pageSize));
  const goTo = (page: number) => {
    onChange({ ...filters, page });
    window.scrollTo({ top: 0 });
  };
  return (
    <section aria-labelledby="results-count" className="space-y-4">
      <div className="flex items-center justify-between gap-3">
        <h2
          id="results-count"
          aria-live="polite"
          className="font-semibold text-slate-900"
          data-testid="result-count"
        >
          {t("listings.resultCount", { count: result.total })}
        </h2>
        <fieldset className="flex gap-1">
          <legend className="sr-only">{t("listings.viewLabel")}</legend>
          {VIEWS.map(([view, Icon, label]) => (
            <button
              key={view}
              type="button"
              aria-pressed={filters.view === view}
              aria-label={t(label)}
              title={t(label)}
              onClick={() => onChange({ ...filters, view })}
              className={`grid h-11 w-11 place-items-center rounded-md ${
                filters.view === view
                  ? "bg-brand-600 text-white"
                  : "bg-white text-slate-700 ring-1 ring-slate-300"
              }`}
            >
              <Icon aria-hidden className="h-5 w-5" />
            </button>
          ))}
        </fieldset>
      </div>

      {result.items.length === 0 ? (
        <EmptyState
          icon={<SearchX className="h-6 w-6" />}
          title={t("listings.emptyTitle")}
          text={t("listings.emptyText")}
          action={
            <Button variant="outline" onClick={onClear}>
              {t("listings.clearFilters")}
            </Button>
          }
        />
      ) : (
        <ul
          className={filters.view === "grid" ? "grid gap-4 sm:grid-cols-2 lg:grid-cols-3" : "space-y-4"}
          data-testid="search-results"
        >
          {result.items.map((l) => (
            <li key={l.id} className="grid">
              <ListingResultCard listing={l} layout={filters.view} />
            </li>
          ))}
        </ul>
      )}

      {pages > 1 && (
        <nav aria-label={t("listings.pagination")} className="flex items-center justify-between gap-2">
          <Button variant="outline" disabled={result.page <= 1} onClick={() => goTo(result.page - 1)}>
            {t("listings.previousPage")}
          </Button>
          <span className="text-sm text-slate-600">{t("listings.pageOf", { page: result.page, pages })}</span>
          <Button variant="outline" disabled={result.page >= pages} onClick={() => goTo(result.page + 1)}>
            {t("listings.nextPage")}
          </Button>
        </nav>
      )}
    </section>
  );
}
