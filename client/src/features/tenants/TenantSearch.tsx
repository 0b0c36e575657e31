import { TENANT_SEARCH_MIN } from "@common/constants";
import { UserRound } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { inputClass } from "@/components/ui/field";
import { SearchIcon } from "@/components/ui/search-icon";
import { Spinner } from "@/components/ui/spinner";
import { t } from "@/lib/i18n";
import { Link, useLocation } from "@/lib/navigation";
import { tenantDetailsHref, useTenantSearch } from "./queries";

const DEBOUNCE_MS = 300;

/** Tenant name search: results as links to their details; Enter opens the details of the typed name. */
export function TenantSearch() {
  const id = useId();
  const [, navigate] = useLocation();
  const [text, setText] = useState("");
  const [q, setQ] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const search = useTenantSearch(q);
  const active = q.length >= TENANT_SEARCH_MIN && text.trim().length >= TENANT_SEARCH_MIN;
  const results = active ? search.data : undefined;

  return (
    <search>
      <form
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
            autoComplete="off"
            enterKeyHint="search"
            placeholder={t("tenants.searchPlaceholder")}
            value={text}
            onChange={(e) => setText(e.target.value)}
            aria-describedby={`${id}-hint`}
            className={`${inputClass} pl-10`}
          />
          {active && search.isFetching && (
            <span className="absolute top-1/2 right-3 -translate-y-1/2 scale-50">
              <Spinner label={t("tenants.searching")} />
            </span>
          )}
        </div>
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {t("tenants.searchHint", { min: TENANT_SEARCH_MIN })}
        </p>
      </form>
      <div aria-live="polite">
        {active && results && results.length > 0 && (
          <ul
            aria-label={t("tenants.matching")}
            className="mt-2 divide-y divide-slate-100 rounded-lg border border-slate-200"
          >
            {results.map((tenant) => (
              <li key={tenant.id}>
                <Link
                  href={tenantDetailsHref(tenant.fullName)}
                  className="flex min-h-11 items-center gap-3 px-3 py-2 hover:bg-brand-50 focus-visible:bg-brand-50 focus-visible:outline-none"
                >
                  <UserRound aria-hidden className="h-5 w-5 shrink-0 text-brand-600" />
                  <span className="min-w-0">
                    <span className="block truncate font-medium text-slate-900">{tenant.fullName}</span>
                    <span className="block truncate text-xs text-slate-500">
                      {t("tenants.propertyUnit", { property: tenant.propertyName, unit: tenant.unitNumber })}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        {active && results && results.length === 0 && !search.isFetching && (
          <p className="mt-2 text-sm text-slate-600">{t("tenants.noMatch", { q })}</p>
        )}
        {active && search.isError && <p className="mt-2 text-sm text-red-600">{t("tenants.searchFailed")}</p>}
      </div>
    </search>
  );
}
