import { Search } from "lucide-react";

/** The magnifier at a search input's left edge: inside a `relative` box, with the input padded by `pl-10`. */
export function SearchIcon() {
  return (
    <Search
      aria-hidden
      className="pointer-events-none absolute top-1/2 left-3 h-5 w-5 -translate-y-1/2 text-slate-400"
    />
  );
}
