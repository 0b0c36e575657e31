import { ChevronDown } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { storedFold, storeFold } from "@/lib/fold-state";
import { Card } from "./card";

const BADGE_TONES = {
  brand: "bg-brand-600 text-white",
  amber: "bg-amber-100 text-amber-900",
  red: "bg-red-100 text-red-800",
} as const;

/**
 * A card whose body folds away under its heading (the disclosure pattern: the heading's button says whether it
 * is expanded and controls the body). The person's choice is remembered in this browser by `id`; until they
 * choose, `defaultOpen` decides (the dashboard opens what waits for them): undefined while the card's data loads
 * (open), then its first value holds, so that a card does not fold under the person who just decided its last
 * item. `count` shows beside the title (what waits), so a folded card still says it; `aside` holds the card's
 * links and buttons beside the heading.
 */
export function FoldCard({
  id,
  title,
  icon,
  count = 0,
  tone = "brand",
  aside,
  defaultOpen,
  className = "",
  children,
  ...rest
}: {
  id: string;
  title: string;
  icon?: ReactNode;
  count?: number;
  tone?: keyof typeof BADGE_TONES;
  aside?: ReactNode;
  defaultOpen: boolean | undefined;
  className?: string;
  /** What it holds; a function is called with whether the card is open (to load a body only once opened). */
  children: ReactNode | ((open: boolean) => ReactNode);
  "data-testid"?: string;
}) {
  const domId = useId();
  const [chosen, setChosen] = useState(() => storedFold(id));
  const [settled, setSettled] = useState(defaultOpen);
  if (settled === undefined && defaultOpen !== undefined) setSettled(defaultOpen);
  const open = chosen ?? settled ?? true;
  const toggle = () => {
    setChosen(!open);
    storeFold(id, !open);
  };
  return (
    <Card className={`p-4 sm:p-5 ${className}`} data-testid={rest["data-testid"]}>
      <section aria-labelledby={`${domId}-title`}>
        <div className="flex flex-wrap items-center justify-between gap-x-2">
          <h2 id={`${domId}-title`} className="min-w-0 text-lg font-semibold text-slate-900">
            <button
              type="button"
              aria-expanded={open}
              aria-controls={`${domId}-body`}
              onClick={toggle}
              className="-mx-1 flex min-h-11 items-center gap-2 rounded-md px-1 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {icon}
              <span className="min-w-0 break-words">{title}</span>
              {count > 0 && (
                <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${BADGE_TONES[tone]}`}>
                  {count}
                </span>
              )}
              <ChevronDown
                aria-hidden
                className={`h-5 w-5 shrink-0 text-slate-500 transition-transform ${open ? "rotate-180" : ""}`}
              />
            </button>
          </h2>
          {aside}
        </div>
        <div id={`${domId}-body`} hidden={!open}>
          {typeof children === "function" ? children(open) : children}
        </div>
      </section>
    </Card>
  );
}
