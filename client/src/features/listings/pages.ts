// The search and listing pages travel in one chunk: a visitor of one nearly always opens the other, and one
// chunk is one name fewer in the entry's preload map (the first visit's budget).
export { default as ListingPage } from "./ListingPage";
export { default as PropertySearchPage } from "./PropertySearchPage";
