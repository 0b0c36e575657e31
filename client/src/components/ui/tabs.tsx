import { type KeyboardEvent, type ReactNode, useRef } from "react";

export interface TabOption<T extends string> {
  value: T;
  label: string;
  icon?: ReactNode;
}

const tabId = (idBase: string, value: string) => `${idBase}-tab-${value}`;
const panelId = (idBase: string, value: string) => `${idBase}-panel-${value}`;

/**
 * A segmented tab switch (WAI-ARIA tabs, automatic activation): arrow keys, Home and End move and select.
 * Each tab controls its own panel. The selected tab's panel follows it: render it with <TabPanel> using the same
 * idBase and value. The other tabs' panels are rendered here, empty and hidden (as Radix Tabs does with panels
 * that are not selected), so every tab's aria-controls names an element that exists.
 */
export function Tabs<T extends string>({
  label,
  idBase,
  options,
  value,
  onChange,
}: {
  label: string;
  idBase: string;
  options: readonly TabOption<T>[];
  value: T;
  onChange: (value: T) => void;
}) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const n = options.length;
    let next: number | null = null;
    if (e.key === "ArrowRight") next = (index + 1) % n;
    else if (e.key === "ArrowLeft") next = (index - 1 + n) % n;
    else if (e.key === "Home") next = 0;
    else if (e.key === "End") next = n - 1;
    const option = next === null ? undefined : options[next];
    if (next === null || !option) return;
    e.preventDefault();
    onChange(option.value);
    refs.current[next]?.focus();
  };

  return (
    <>
      <div role="tablist" aria-label={label} className="flex gap-1 rounded-lg bg-slate-100 p-1">
        {options.map((o, i) => {
          const selected = o.value === value;
          return (
            <button
              key={o.value}
              ref={(el) => {
                refs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={tabId(idBase, o.value)}
              aria-selected={selected}
              aria-controls={panelId(idBase, o.value)}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(o.value)}
              onKeyDown={(e) => onKeyDown(e, i)}
              className={`inline-flex min-h-11 flex-1 items-center justify-center gap-2 rounded-md px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
                selected ? "bg-white text-brand-700 shadow-sm" : "text-slate-600 hover:text-slate-900"
              }`}
            >
              {o.icon}
              {o.label}
            </button>
          );
        })}
      </div>
      {options.map((o) =>
        o.value === value ? null : (
          <div
            key={o.value}
            role="tabpanel"
            hidden
            id={panelId(idBase, o.value)}
            aria-labelledby={tabId(idBase, o.value)}
          />
        ),
      )}
    </>
  );
}

export function TabPanel({
  idBase,
  value,
  children,
}: {
  idBase: string;
  value: string;
  children: ReactNode;
}) {
  return (
    <div role="tabpanel" id={panelId(idBase, value)} aria-labelledby={tabId(idBase, value)}>
      {children}
    </div>
  );
}
