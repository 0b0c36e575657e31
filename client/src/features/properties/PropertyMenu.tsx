import { EllipsisVertical, Pencil, Trash2 } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { t } from "@/lib/i18n";
import { Link } from "@/lib/navigation";
import { pagePath } from "@/lib/pages";

const itemClass =
  "flex min-h-11 w-full items-center gap-2 px-4 py-2 text-left text-sm font-medium hover:bg-brand-50 focus:bg-brand-50 focus:outline-none";

/** The kebab menu of a property card (WAI-ARIA menu button): Edit Property and Delete Property. */
export function PropertyMenu({
  propertyId,
  propertyName,
  onDelete,
}: {
  propertyId: number;
  propertyName: string;
  onDelete: () => void;
}) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  const items = () => Array.from(rootRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    rootRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointerDown = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const onMenuKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const list = items();
    const i = list.indexOf(document.activeElement as HTMLElement);
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      const next = e.key === "ArrowDown" ? (i + 1) % list.length : (i - 1 + list.length) % list.length;
      list[next]?.focus();
    } else if (e.key === "Home" || e.key === "End") {
      e.preventDefault();
      list[e.key === "Home" ? 0 : list.length - 1]?.focus();
    } else if (e.key === "Escape") {
      e.preventDefault();
      close(true);
    } else if (e.key === "Tab") {
      close(false);
    }
  };

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={triggerRef}
        type="button"
        aria-label={t("properties.optionsFor", { name: propertyName })}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(e) => {
          if (e.key === "ArrowDown") {
            e.preventDefault();
            setOpen(true);
          }
        }}
        className="grid h-11 w-11 place-items-center rounded-full bg-white/90 text-slate-700 shadow-sm ring-1 ring-slate-200 hover:bg-white hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <EllipsisVertical aria-hidden className="h-5 w-5" />
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          tabIndex={-1}
          aria-label={t("properties.optionsFor", { name: propertyName })}
          onKeyDown={onMenuKeyDown}
          className="absolute right-0 top-full z-30 mt-1 min-w-48 overflow-hidden rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
        >
          <Link
            href={pagePath("/edit-property/:id?", { params: { id: propertyId } })}
            role="menuitem"
            tabIndex={-1}
            className={`${itemClass} text-slate-800`}
          >
            <Pencil aria-hidden className="h-4 w-4" />
            {t("properties.editProperty")}
          </Link>
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            className={`${itemClass} text-red-700`}
            onClick={() => {
              close(true); // the confirmation dialog gives focus back to the trigger when it closes
              onDelete();
            }}
          >
            <Trash2 aria-hidden className="h-4 w-4" />
            {t("properties.deleteProperty")}
          </button>
        </div>
      )}
    </div>
  );
}
