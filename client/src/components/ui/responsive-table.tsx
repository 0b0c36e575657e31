import type { ReactNode } from "react";

/**
 * One table for every width: a real table from md up; on phones each row becomes a card whose cells show
 * their column name on the left (the header row stays for screen readers only).
 */
export function ResponsiveTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: readonly string[];
  children: ReactNode;
}) {
  return (
    <table className="block w-full border-collapse text-sm md:table md:overflow-hidden md:rounded-xl md:bg-white md:shadow-sm md:ring-1 md:ring-slate-200">
      <caption className="sr-only">{caption}</caption>
      <thead className="sr-only md:not-sr-only md:table-header-group md:bg-slate-50">
        <tr>
          {columns.map((c, i) => (
            <th
              key={c}
              scope="col"
              className={`px-4 py-3 text-xs font-semibold tracking-wide text-slate-600 uppercase ${i === columns.length - 1 && c === "Actions" ? "text-right" : "text-left"}`}
            >
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="block space-y-3 md:table-row-group md:space-y-0">{children}</tbody>
    </table>
  );
}

export function ResponsiveRow({ editing = false, children }: { editing?: boolean; children: ReactNode }) {
  return (
    <tr
      className={`block rounded-xl border bg-white p-3 shadow-sm md:table-row md:rounded-none md:border-0 md:border-t md:border-slate-200 md:p-0 md:shadow-none ${
        editing ? "border-brand-600 ring-2 ring-brand-600/20 md:bg-brand-50/40 md:ring-0" : "border-slate-200"
      }`}
    >
      {children}
    </tr>
  );
}

/**
 * A cell with its column name: a visible name on phones; with `htmlFor` (edit mode) a real label for the
 * input, kept for screen readers on wide screens where the column header shows.
 */
export function ResponsiveCell({
  label,
  htmlFor,
  head = false,
  stack = false,
  className = "",
  children,
}: {
  label: string;
  htmlFor?: string;
  /** The first cell of a row: the card's title line on phones. */
  head?: boolean;
  /** Phones: the label above a full-width input (for text fields being edited). */
  stack?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const base = head
    ? "flex items-center justify-between gap-3 border-b border-slate-100 pb-1 mb-1 md:mb-0 md:border-0 md:pb-3"
    : stack
      ? "flex flex-col items-stretch gap-1 py-1.5"
      : "flex min-h-9 items-center justify-between gap-3 py-1";
  return (
    <td className={`${base} md:table-cell md:px-4 md:py-3 md:align-middle ${className}`}>
      {htmlFor ? (
        <label htmlFor={htmlFor} className="shrink-0 text-sm font-medium text-slate-600 md:sr-only">
          {label}
        </label>
      ) : (
        !head && (
          <span aria-hidden className="shrink-0 text-sm text-slate-500 md:hidden">
            {label}
          </span>
        )
      )}
      <div className={`min-w-0 md:text-left ${stack ? "text-left" : "text-right"}`}>{children}</div>
    </td>
  );
}

/** The actions cell: full-width buttons at the bottom of a card on phones, a compact group on wide screens. */
export function ActionsCell({ children }: { children: ReactNode }) {
  return (
    <td className="block pt-2 md:table-cell md:px-4 md:py-3 md:align-middle">
      <div className="grid grid-flow-col auto-cols-fr gap-2 md:flex md:justify-end">{children}</div>
    </td>
  );
}
