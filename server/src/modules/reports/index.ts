/** The reports module's front door: what other modules may use of it (docs/ARCHITECTURE.md, Layers). */
export { type BooksScope, booksScopeOf } from "./access";
