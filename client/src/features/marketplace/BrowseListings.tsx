import { CATEGORY_LABEL_KEYS, LISTING_CATEGORIES, type ListingCategory } from "@common/schemas/marketplace";
import { Search, ShoppingBag } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { EmptyState, ErrorState, ListSkeleton } from "@/components/page-states";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/field";
import { pill } from "@/components/ui/pill";
import { t } from "@/lib/i18n";
import { ListingCard } from "./ListingCard";
import { useListings } from "./queries";

const SEARCH_DELAY_MS = 300;

/** Browse: search, the category filter ('All' and the six), and the neighbours' listings page by page. */
export function BrowseListings({ onOpen }: { onOpen: (id: string) => void }) {
  const searchId = useId();
  const [typed, setTyped] = useState("");
  const [q, setQ] = useState("");
  const [category, setCategory] = useState<ListingCategory | undefined>();
  useEffect(() => {
    const timer = setTimeout(() => setQ(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const listings = useListings({ category, q });
  const items = listings.data?.pages.flatMap((p) => p.items) ?? [];
  const filtered = Boolean(q || category);

  return (
    <div className="space-y-4">
      <search className="relative block">
        <label htmlFor={searchId} className="sr-only">
          {t("marketplace.searchLabel")}
        </label>
        <Search aria-hidden className="pointer-events-none absolute top-3 left-3 h-5 w-5 text-slate-400" />
        <Input
          id={searchId}
          type="search"
          value={typed}
          maxLength={100}
          placeholder={t("marketplace.searchPlaceholder")}
          onChange={(e) => setTyped(e.target.value)}
          className="pl-10"
        />
      </search>
      <fieldset className="min-w-0">
        <legend className="sr-only">{t("marketplace.filterLabel")}</legend>
        <div className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0">
          {[undefined, ...LISTING_CATEGORIES].map((c) => (
            <button
              key={c ?? "all"}
              type="button"
              aria-pressed={category === c}
              onClick={() => setCategory(c)}
              className={`${pill} min-h-11 shrink-0 px-4 text-sm ${
                category === c ? "bg-brand-600 text-white" : "bg-white text-slate-700 ring-1 ring-slate-300"
              }`}
              data-testid="category-filter"
            >
              {c ? t(CATEGORY_LABEL_KEYS[c]) : t("marketplace.categoryAll")}
            </button>
          ))}
        </div>
      </fieldset>

      {listings.isPending ? (
        <ListSkeleton rows={3} />
      ) : listings.isError ? (
        <ErrorState
          title={t("marketplace.title")}
          error={listings.error}
          onRetry={() => listings.refetch()}
          retrying={listings.isFetching}
        />
      ) : items.length === 0 ? (
        <EmptyState
          icon={<ShoppingBag className="h-6 w-6" />}
          title={filtered ? t("marketplace.noMatches") : t("marketplace.emptyTitle")}
          text={filtered ? undefined : t("marketplace.emptyText")}
        />
      ) : (
        <>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="listing-grid">
            {items.map((l) => (
              <li key={l.id} className="grid">
                <ListingCard listing={l} onOpen={onOpen} />
              </li>
            ))}
          </ul>
          {listings.hasNextPage && (
            <div className="flex justify-center">
              <Button
                variant="outline"
                disabled={listings.isFetchingNextPage}
                onClick={() => listings.fetchNextPage()}
              >
                {listings.isFetchingNextPage ? t("common.loading") : t("marketplace.loadMore")}
              </Button>
            </div>
          )}
        </>
      )}
    </div>
  );
}
