import { BEDROOM_FILTERS, type BedroomFilter, PROPERTY_TYPES, SEARCH_AMENITIES } from "@common/constants";

export type SearchAmenity = (typeof SEARCH_AMENITIES)[number];
export type TypeFilter = "all" | (typeof PROPERTY_TYPES)[number];

/** The search screen's filters, kept in the address so a search can be shared, reloaded and gone back to. */
export interface SearchFilters {
  q: string;
  location: string;
  minPrice: string;
  maxPrice: string;
  bedrooms: BedroomFilter;
  type: TypeFilter;
  amenities: SearchAmenity[];
  page: number;
  view: "grid" | "list";
}

export const NO_FILTERS: SearchFilters = {
  q: "",
  location: "all",
  minPrice: "",
  maxPrice: "",
  bedrooms: "any",
  type: "all",
  amenities: [],
  page: 1,
  view: "grid",
};

const oneOf = <T extends string>(values: readonly T[], v: string | null, fallback: T): T =>
  v !== null && (values as readonly string[]).includes(v) ? (v as T) : fallback;
const digits = (v: string | null) => (v && /^\d{1,12}$/.test(v) ? v : "");

/** Reads the filters from a query string; anything unknown falls back to no filter. */
export function parseFilters(search: string): SearchFilters {
  const p = new URLSearchParams(search);
  const page = Number(p.get("page"));
  return {
    q: (p.get("q") ?? "").slice(0, 100),
    location: (p.get("location") ?? "all").slice(0, 60) || "all",
    minPrice: digits(p.get("minPrice")),
    maxPrice: digits(p.get("maxPrice")),
    bedrooms: oneOf(BEDROOM_FILTERS, p.get("bedrooms"), "any"),
    type: oneOf(["all", ...PROPERTY_TYPES] as const, p.get("type"), "all"),
    amenities: (p.get("amenities") ?? "")
      .split(",")
      .filter((a): a is SearchAmenity => (SEARCH_AMENITIES as readonly string[]).includes(a)),
    page: Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1,
    view: p.get("view") === "list" ? "list" : "grid",
  };
}

/** The query string of the filters, without the defaults. */
export function filtersToSearch(f: SearchFilters): string {
  const p = new URLSearchParams();
  if (f.q) p.set("q", f.q);
  if (f.location !== "all") p.set("location", f.location);
  if (f.minPrice) p.set("minPrice", f.minPrice);
  if (f.maxPrice) p.set("maxPrice", f.maxPrice);
  if (f.bedrooms !== "any") p.set("bedrooms", f.bedrooms);
  if (f.type !== "all") p.set("type", f.type);
  if (f.amenities.length) p.set("amenities", f.amenities.join(","));
  if (f.page > 1) p.set("page", String(f.page));
  if (f.view === "list") p.set("view", "list");
  return p.toString();
}

/** Whether any filter narrows the results (the view and page are not filters). */
export const isFiltered = (f: SearchFilters) => filtersToSearch({ ...f, page: 1, view: "grid" }) !== "";

/** A price range upside down: the search is not sent and the field says why. */
export const priceUpsideDown = (f: SearchFilters) =>
  f.minPrice !== "" && f.maxPrice !== "" && Number(f.minPrice) > Number(f.maxPrice);
