import { ChevronDown } from "lucide-react";
import {
  createContext,
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { Link } from "@/lib/navigation";
import type { PagePath } from "@/lib/pages";
import { buttonClass } from "./button";

/**
 * A small accessible menu button (WAI-ARIA menu button pattern), written by hand to keep the landing
 * chunk light (docs/decisions/0009): aria-haspopup/aria-expanded on the trigger, role=menu with menuitems,
 * arrow keys, Home/End, Escape (focus back to the trigger); Tab, any other move of focus out of the menu and an
 * outside click close it; choosing an item closes it.
 */
const CloseMenu = createContext<(returnFocus: boolean) => void>(() => {});

const menuItems = (root: HTMLElement | null) =>
  Array.from(root?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

const ALIGN = {
  start: "left-0 min-w-48",
  end: "right-0 min-w-48",
  stretch: "inset-x-0",
} as const;

export function DropdownMenu({
  label,
  children,
  triggerClassName = buttonClass("ghost"),
  triggerType = "button",
  align = "start",
  disabled,
}: {
  label: ReactNode;
  children: ReactNode;
  triggerClassName?: string;
  /** "submit" lets Enter in a form's fields open the menu (implicit submission clicks the default button). */
  triggerType?: "button" | "submit";
  align?: keyof typeof ALIGN;
  disabled?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const focusOnOpen = useRef<"first" | "last">("first");
  const menuId = useId();
  const triggerId = useId();

  const items = () => menuItems(rootRef.current);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const list = menuItems(rootRef.current);
    (focusOnOpen.current === "last" ? list[list.length - 1] : list[0])?.focus();
    const onPointerDown = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const openWith = (where: "first" | "last") => {
    focusOnOpen.current = where;
    setOpen(true);
  };

  const onTriggerKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      openWith(e.key === "ArrowDown" ? "first" : "last");
    } else if (e.key === "Escape" && open) {
      e.preventDefault();
      close(true);
    }
  };

  const onMenuKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    let next: number | null = null;
    if (e.key === "ArrowDown") next = (index + 1) % list.length;
    else if (e.key === "ArrowUp") next = (index - 1 + list.length) % list.length;
    else if (e.key === "Home") next = 0;
    else if (e.key === "End") next = list.length - 1;
    else if (e.key === "Escape") {
      e.preventDefault();
      e.stopPropagation();
      close(true);
      return;
    }
    if (next !== null) {
      e.preventDefault();
      list[next]?.focus();
    }
  };

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={triggerRef}
        id={triggerId}
        type={triggerType}
        disabled={disabled}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        className={triggerClassName}
        onClick={() => (open ? close(false) : openWith("first"))}
        onKeyDown={onTriggerKeyDown}
      >
        {label}
        <ChevronDown
          aria-hidden
          className={`h-4 w-4 shrink-0 transition-transform motion-reduce:transition-none ${open ? "rotate-180" : ""}`}
        />
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          tabIndex={-1}
          aria-labelledby={triggerId}
          onKeyDown={onMenuKeyDown}
          onBlur={(e) => {
            if (!rootRef.current?.contains(e.relatedTarget)) setOpen(false);
          }}
          className={`absolute top-full z-50 mt-2 overflow-hidden rounded-lg border border-slate-200 bg-white py-1 shadow-lg ${ALIGN[align]}`}
        >
          <CloseMenu.Provider value={close}>{children}</CloseMenu.Provider>
        </div>
      )}
    </div>
  );
}

const itemClass =
  "flex min-h-11 w-full items-center gap-2 px-4 py-2 text-left text-sm font-medium text-slate-800 hover:bg-brand-50 focus:bg-brand-50 focus:text-brand-700 focus:outline-none";

/** A menu item that navigates; choosing it closes the menu. */
export function MenuLink({ href, children }: { href: PagePath; children: ReactNode }) {
  const close = useContext(CloseMenu);
  return (
    <Link href={href} role="menuitem" tabIndex={-1} className={itemClass} onClick={() => close(false)}>
      {children}
    </Link>
  );
}

/** A menu item that runs an action; choosing it closes the menu and returns focus to the trigger. */
export function MenuItem({ onSelect, children }: { onSelect: () => void; children: ReactNode }) {
  const close = useContext(CloseMenu);
  return (
    <button
      type="button"
      role="menuitem"
      tabIndex={-1}
      className={itemClass}
      onClick={() => {
        close(true);
        onSelect();
      }}
    >
      {children}
    </button>
  );
}
