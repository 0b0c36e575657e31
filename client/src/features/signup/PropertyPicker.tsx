import type { Message } from "@common/i18n/message";
import { Building2 } from "lucide-react";
import { type KeyboardEvent, type RefCallback, useEffect, useId, useRef, useState } from "react";
import { Button, buttonClass } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import { SearchIcon } from "@/components/ui/search-icon";
import { t, translateMessage } from "@/lib/i18n";
import { type PropertyMatch, type PropertySearchState, usePropertySearch } from "./use-property-search";

/**
 * The property of interest on tenant sign-up: a type-ahead over the publicly listed properties (the ARIA combobox
 * pattern: arrows move through the list, Enter chooses, Escape closes), or nothing. The choice is the property's
 * id; the server checks it is listed.
 */
export function PropertyPicker({
  label,
  error,
  inputRef,
  onChange,
}: {
  label: string;
  error?: Message;
  /** The form's handle on the input, to focus it when the choice is refused. */
  inputRef?: RefCallback<HTMLInputElement>;
  onChange: (id: number | null) => void;
}) {
  const id = useId();
  const [picked, setPicked] = useState<PropertyMatch | null>(null);
  // After 'Change' the search comes back with the focus in it.
  const [changed, setChanged] = useState(false);
  const pick = (property: PropertyMatch | null) => {
    setPicked(property);
    setChanged(property === null);
    onChange(property?.id ?? null);
  };
  const errorId = `${id}-error`;
  return (
    <div className="space-y-1">
      {picked ? (
        <Picked property={picked} label={label} onChange={() => pick(null)} />
      ) : (
        <SearchBox
          id={id}
          label={label}
          errorId={error ? errorId : undefined}
          inputRef={inputRef}
          focusOnMount={changed}
          onPick={pick}
        />
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-600">
          {translateMessage(error, { field: label })}
        </p>
      )}
    </div>
  );
}

/** The chosen property, with the way back to the search (focused, as the search it replaces was). */
function Picked({
  property,
  label,
  onChange,
}: {
  property: PropertyMatch;
  label: string;
  onChange: () => void;
}) {
  const change = useRef<HTMLButtonElement>(null);
  useEffect(() => change.current?.focus(), []);
  return (
    <fieldset data-testid="picked-property">
      <legend className="block text-sm font-medium text-slate-700">{label}</legend>
      <div className="mt-1 flex items-center gap-3 rounded-md border border-brand-100 bg-brand-50 p-3">
        <Building2 aria-hidden className="h-5 w-5 shrink-0 text-brand-700" />
        <div className="min-w-0 flex-1">
          <p className="font-medium break-words text-slate-900">{property.name}</p>
          <p className="text-sm break-words text-slate-600">{property.address}</p>
        </div>
        <button
          ref={change}
          type="button"
          onClick={onChange}
          aria-label={`${t("signup.propertyChange")}: ${property.name}`}
          className={buttonClass("outline", "shrink-0")}
        >
          {t("signup.propertyChange")}
        </button>
      </div>
    </fieldset>
  );
}

function SearchBox({
  id,
  label,
  errorId,
  inputRef,
  focusOnMount,
  onPick,
}: {
  id: string;
  label: string;
  errorId?: string;
  inputRef?: RefCallback<HTMLInputElement>;
  focusOnMount: boolean;
  onPick: (property: PropertyMatch) => void;
}) {
  const input = useRef<HTMLInputElement | null>(null);
  const setInput = (el: HTMLInputElement | null) => {
    input.current = el;
    inputRef?.(el);
  };
  useEffect(() => {
    if (focusOnMount) input.current?.focus();
  }, [focusOnMount]);
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  // The highlighted property by id: a new answer without it highlights nothing.
  const [activeId, setActiveId] = useState<number | null>(null);
  const search = usePropertySearch(text, open);
  const items = search.status === "ready" ? search.items : [];
  const active = items.findIndex((p) => p.id === activeId);
  const listId = `${id}-list`;
  const optionId = (i: number) => `${id}-option-${i}`;

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      setOpen(true);
      const n = items.length;
      if (!open || n === 0) return;
      const next = e.key === "ArrowDown" ? (active + 1) % n : active <= 0 ? n - 1 : active - 1;
      setActiveId(items[next]?.id ?? null);
    } else if (e.key === "Enter" && open && items[active]) {
      e.preventDefault(); // choosing is not sending the form
      onPick(items[active]);
    } else if (e.key === "Escape" && open) {
      e.preventDefault();
      setOpen(false);
    }
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: focus leaving the picker (input, list, retry) closes the list; the keys are the input's
    <div
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="relative mt-1">
        <SearchIcon />
        <input
          ref={setInput}
          id={id}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && items[active] ? optionId(active) : undefined}
          aria-describedby={[`${id}-hint`, errorId].filter(Boolean).join(" ")}
          aria-invalid={errorId ? true : undefined}
          autoComplete="off"
          enterKeyHint="search"
          placeholder={t("signup.propertySearchPlaceholder")}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
          className={`${inputClass} pl-10`}
          data-testid="property-search"
        />
      </div>
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
        {t("signup.propertyOfInterestHint")}
      </p>
      <div
        id={listId}
        role="listbox"
        aria-label={t("signup.propertyResults")}
        hidden={!open || items.length === 0}
        className="mt-1 max-h-72 overflow-y-auto rounded-md border border-slate-200 bg-white shadow-sm"
      >
        {items.map((p, i) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's input takes the keys (arrows, Enter) for its options
          <div
            key={p.id}
            id={optionId(i)}
            role="option"
            tabIndex={-1}
            aria-selected={i === active}
            // The input keeps the focus (and the list stays open) until the click chooses.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => onPick(p)}
            className="flex min-h-11 cursor-pointer items-center gap-3 border-b border-slate-100 px-3 py-2 last:border-b-0 hover:bg-brand-50 aria-selected:bg-brand-100"
          >
            <Building2 aria-hidden className="h-5 w-5 shrink-0 text-brand-600" />
            <span className="min-w-0">
              <span className="block truncate font-medium text-slate-900">{p.name}</span>
              <span className="block truncate text-xs text-slate-600">{p.address}</span>
            </span>
          </div>
        ))}
      </div>
      <SearchStatus open={open} search={search} />
    </div>
  );
}

/** What the list cannot show: searching, nothing found, offline, or a failed search with its retry. */
function SearchStatus({ open, search }: { open: boolean; search: PropertySearchState }) {
  const message = !open
    ? null
    : search.status === "offline"
      ? t("signup.propertyOffline")
      : search.status === "failed"
        ? t("signup.propertySearchFailed")
        : search.status === "loading" || search.searching
          ? t("signup.propertySearching")
          : search.items.length > 0
            ? t("listings.resultCount", { count: search.items.length })
            : search.q
              ? t("signup.propertyNoMatch", { q: search.q })
              : t("signup.propertyNoneListed");
  const quiet = open && search.status === "ready" && search.items.length > 0 && !search.searching;
  return (
    <div
      aria-live="polite"
      className={quiet ? "sr-only" : "mt-1 text-sm text-slate-600"}
      data-testid="property-status"
    >
      {message}
      {open && search.status === "failed" && (
        <Button variant="outline" className="ml-2" onClick={search.retry}>
          {t("signup.propertyRetry")}
        </Button>
      )}
    </div>
  );
}
