import { TENANT_SEARCH_MIN } from "@common/constants";
import { UserRound } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useState } from "react";
import { inputClass } from "@/components/ui/field";
import { SearchIcon } from "@/components/ui/search-icon";
import { Spinner } from "@/components/ui/spinner";
import { t } from "@/lib/i18n";
import { nextHighlight } from "@/lib/list-highlight";
import { useLocation } from "@/lib/navigation";
import { tenantDetailsHref, useTenantSearch } from "./queries";

const DEBOUNCE_MS = 300;

/**
 * Tenant name search, a combobox (WAI-ARIA's with a list of suggestions): the matching tenants are its options;
 * ArrowDown and ArrowUp highlight one (the field keeps the focus, the option is its active descendant), Enter
 * or a click opens the highlighted tenant, and Enter with none highlighted opens the typed full name.
 */
export function TenantSearch() {
  const id = useId();
  const listId = `${id}-options`;
  const [, navigate] = useLocation();
  const [text, setText] = useState("");
  const [q, setQ] = useState("");
  const [active, setActive] = useState(-1);
  const [closed, setClosed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const search = useTenantSearch(q);
  const searching = q.length >= TENANT_SEARCH_MIN && text.trim().length >= TENANT_SEARCH_MIN;
  const results = searching ? search.data : undefined;
  const options = results && !closed ? results : [];
  // New suggestions: nothing is highlighted until the person moves to one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the list changes
  useEffect(() => setActive(-1), [results]);
  const optionId = (i: number) => `${id}-option-${i}`;
  const open = (i: number) => {
    const tenant = options[i];
    if (tenant) navigate(tenantDetailsHref(tenant.fullName, tenant.id));
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "Enter" && active >= 0) {
      e.preventDefault();
      open(active);
      return;
    }
    if (e.key === "ArrowDown" && closed) setClosed(false);
    const next = nextHighlight(e.key, active, options.length);
    if (next === undefined) return;
    e.preventDefault();
    if (e.key === "Escape" && active < 0) setClosed(true);
    setActive(next);
  };

  return (
    <search>
      <form
        className="group"
        onSubmit={(e) => {
          e.preventDefault();
          const name = text.trim();
          if (name) navigate(tenantDetailsHref(name));
        }}
      >
        <label htmlFor={id} className="block text-sm font-medium text-slate-700">
          {t("tenants.searchLabel")}
        </label>
        <div className="relative mt-1">
          <SearchIcon />
          <input
            id={id}
            type="search"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={options.length > 0}
            aria-controls={listId}
            aria-activedescendant={active >= 0 ? optionId(active) : undefined}
            autoComplete="off"
            enterKeyHint="search"
            placeholder={t("tenants.searchPlaceholder")}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setClosed(false);
            }}
            onKeyDown={onKeyDown}
            aria-describedby={`${id}-hint`}
            className={`${inputClass} pl-10`}
          />
          {searching && search.isFetching && (
            <span className="absolute top-1/2 right-3 -translate-y-1/2 scale-50">
              <Spinner label={t("tenants.searching")} />
            </span>
          )}
        </div>
        {/* Shown while the field is in use (a screen reader has it as the field's description always): it is
            the dashboard's widest text, and a phone's screen is short. */}
        <p id={`${id}-hint`} className="sr-only mt-1 text-xs text-slate-500 group-focus-within:not-sr-only">
          {t("tenants.searchHint", { min: TENANT_SEARCH_MIN })}
        </p>
      </form>
      <div
        id={listId}
        role="listbox"
        aria-label={t("tenants.matching")}
        hidden={options.length === 0}
        className="mt-2 divide-y divide-slate-100 rounded-lg border border-slate-200"
      >
        {options.map((tenant, i) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's field has the keys (ArrowDown, Enter)
          <div
            key={tenant.id}
            id={optionId(i)}
            role="option"
            tabIndex={-1}
            aria-selected={i === active}
            // The field keeps the focus (and its keys) while an option is pressed.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => open(i)}
            className={`flex min-h-11 cursor-pointer items-center gap-3 px-3 py-2 hover:bg-brand-50 ${i === active ? "bg-brand-50 outline-2 -outline-offset-2 outline-brand-600" : ""}`}
            data-testid="tenant-search-option"
          >
            <UserRound aria-hidden className="h-5 w-5 shrink-0 text-brand-600" />
            <span className="min-w-0">
              <span className="block truncate font-medium text-slate-900">{tenant.fullName}</span>
              <span className="block truncate text-xs text-slate-600">
                {t("tenants.propertyUnit", { property: tenant.propertyName, unit: tenant.unitNumber })}
              </span>
            </span>
          </div>
        ))}
      </div>
      <div aria-live="polite">
        {searching && results && results.length === 0 && !search.isFetching && (
          <p className="mt-2 text-sm text-slate-600">{t("tenants.noMatch", { q })}</p>
        )}
        {searching && results && results.length > 0 && (
          <p className="sr-only">{t("tenants.matchCount", { count: results.length })}</p>
        )}
        {searching && search.isError && (
          <p className="mt-2 text-sm text-red-600">{t("tenants.searchFailed")}</p>
        )}
      </div>
    </search>
  );
}
