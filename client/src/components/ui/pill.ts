/** The shape of every status badge (the colours are each badge's own). */
export const pill =
  "inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold";
