import {
  AMENITY_LABEL_KEYS,
  BEDROOM_FILTERS,
  PROPERTY_TYPE_LABEL_KEYS,
  PROPERTY_TYPES,
  SEARCH_AMENITIES,
} from "@common/constants";
import { Search } from "lucide-react";
import { type FormEvent, useEffect, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, Input, Select } from "@/components/ui/field";
import { pill } from "@/components/ui/pill";
import { t } from "@/lib/i18n";
import { useSearchLocations } from "./queries";
import {
  isFiltered,
  NO_FILTERS,
  priceUpsideDown,
  type SearchFilters,
  type TypeFilter,
} from "./search-params";

const PRICE_DELAY_MS = 500;
const areaLabel = (area: string) => area.replace(/(^|\s)\p{L}/gu, (c) => c.toUpperCase());

/**
 * The search box and the filters of the spec: location, min and max price, bedrooms, property type, the amenity
 * toggles and Clear Filters. Each change applies at once (prices after a pause in typing) and goes back to page 1.
 */
export function SearchFiltersPanel({
  filters,
  onChange,
}: {
  filters: SearchFilters;
  onChange: (next: SearchFilters) => void;
}) {
  const id = useId();
  const locations = useSearchLocations().data?.locations ?? [];
  const [typed, setTyped] = useState(filters.q);
  const [prices, setPrices] = useState({ minPrice: filters.minPrice, maxPrice: filters.maxPrice });
  useEffect(() => setTyped(filters.q), [filters.q]);
  useEffect(
    () => setPrices({ minPrice: filters.minPrice, maxPrice: filters.maxPrice }),
    [filters.minPrice, filters.maxPrice],
  );
  const set = (patch: Partial<SearchFilters>) => onChange({ ...filters, ...patch, page: 1 });

  // Prices apply after a pause in typing; an upside-down range is shown but not searched.
  useEffect(() => {
    if (prices.minPrice === filters.minPrice && prices.maxPrice === filters.maxPrice) return;
    const timer = setTimeout(() => onChange({ ...filters, ...prices, page: 1 }), PRICE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [prices, filters, onChange]);
  const upsideDown = priceUpsideDown({ ...filters, ...prices });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    set({ q: typed.trim(), ...prices });
  };
  const priceInput = (name: "minPrice" | "maxPrice") => (
    <Input
      id={`${id}-${name}`}
      inputMode="numeric"
      autoComplete="off"
      maxLength={12}
      value={prices[name]}
      aria-invalid={name === "maxPrice" && upsideDown}
      onChange={(e) => setPrices((p) => ({ ...p, [name]: e.target.value.replace(/\D/g, "") }))}
      data-testid={`filter-${name}`}
    />
  );

  return (
    <div className="space-y-4">
      <search className="block">
        <form onSubmit={submit} className="flex gap-2">
          <div className="relative min-w-0 flex-1">
            <label htmlFor={`${id}-q`} className="sr-only">
              {t("listings.searchLabel")}
            </label>
            <Search
              aria-hidden
              className="pointer-events-none absolute top-3 left-3 h-5 w-5 text-slate-400"
            />
            <Input
              id={`${id}-q`}
              type="search"
              value={typed}
              maxLength={100}
              placeholder={t("listings.searchPlaceholder")}
              onChange={(e) => setTyped(e.target.value)}
              className="pl-10"
              data-testid="search-input"
            />
          </div>
          <Button type="submit">{t("listings.searchButton")}</Button>
        </form>
      </search>

      <section
        aria-labelledby={`${id}-filters`}
        className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
      >
        <div className="flex items-center justify-between gap-2">
          <h2 id={`${id}-filters`} className="font-semibold text-slate-900">
            {t("listings.filtersTitle")}
          </h2>
          <Button
            variant="ghost"
            disabled={!isFiltered(filters)}
            onClick={() => onChange({ ...NO_FILTERS, view: filters.view })}
            data-testid="clear-filters"
          >
            {t("listings.clearFilters")}
          </Button>
        </div>
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-5">
          <div className="col-span-2 lg:col-span-1">
            <Field label={t("listings.locationLabel")} htmlFor={`${id}-location`}>
              <Select
                id={`${id}-location`}
                value={filters.location}
                onChange={(e) => set({ location: e.target.value })}
                data-testid="filter-location"
              >
                <option value="all">{t("listings.locationAll")}</option>
                {[...new Set([...locations, ...(filters.location === "all" ? [] : [filters.location])])].map(
                  (a) => (
                    <option key={a} value={a}>
                      {areaLabel(a)}
                    </option>
                  ),
                )}
              </Select>
            </Field>
          </div>
          <Field label={t("listings.minPriceLabel")} htmlFor={`${id}-minPrice`}>
            {priceInput("minPrice")}
          </Field>
          <Field
            label={t("listings.maxPriceLabel")}
            htmlFor={`${id}-maxPrice`}
            error={upsideDown ? t("listings.priceUpsideDown") : undefined}
          >
            {priceInput("maxPrice")}
          </Field>
          <Field label={t("listings.bedroomsLabel")} htmlFor={`${id}-bedrooms`}>
            <Select
              id={`${id}-bedrooms`}
              value={filters.bedrooms}
              onChange={(e) => set({ bedrooms: e.target.value as SearchFilters["bedrooms"] })}
              data-testid="filter-bedrooms"
            >
              {BEDROOM_FILTERS.map((b) => (
                <option key={b} value={b}>
                  {b === "any" ? t("listings.bedroomsAny") : b}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t("listings.typeLabel")} htmlFor={`${id}-type`}>
            <Select
              id={`${id}-type`}
              value={filters.type}
              onChange={(e) => set({ type: e.target.value as TypeFilter })}
              data-testid="filter-type"
            >
              <option value="all">{t("listings.typeAll")}</option>
              {PROPERTY_TYPES.map((p) => (
                <option key={p} value={p}>
                  {t(PROPERTY_TYPE_LABEL_KEYS[p])}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        <fieldset className="min-w-0">
          <legend className="mb-2 text-sm font-medium text-slate-700">{t("listings.amenitiesLabel")}</legend>
          <div className="flex flex-wrap gap-2">
            {SEARCH_AMENITIES.map((a) => {
              const on = filters.amenities.includes(a);
              return (
                <button
                  key={a}
                  type="button"
                  aria-pressed={on}
                  onClick={() =>
                    set({
                      amenities: on ? filters.amenities.filter((x) => x !== a) : [...filters.amenities, a],
                    })
                  }
                  className={`${pill} min-h-11 px-4 text-sm ${
                    on ? "bg-brand-600 text-white" : "bg-white text-slate-700 ring-1 ring-slate-300"
                  }`}
                >
                  {t(AMENITY_LABEL_KEYS[a])}
                </button>
              );
            })}
          </div>
        </fieldset>
      </section>
    </div>
  );
}
