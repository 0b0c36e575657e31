import { TOAST_DEFAULT_MS } from "@common/constants";
import { X } from "lucide-react";
import { type ReactNode, useEffect, useSyncExternalStore } from "react";
import { t } from "@/lib/i18n";

export interface ToastInput {
  title: string;
  description?: ReactNode;
  variant?: "default" | "destructive";
  durationMs?: number;
  action?: ReactNode;
}
interface ToastState extends ToastInput {
  id: number;
}

// One toast at a time (spec section 9): a new toast replaces the current one.
let current: ToastState | null = null;
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

export function toast(input: ToastInput): void {
  current = { ...input, id: nextId++ };
  emit();
}
export function dismissToast(): void {
  current = null;
  emit();
}

function subscribe(l: () => void) {
  listeners.add(l);
  return () => listeners.delete(l);
}

export function Toaster() {
  const shown = useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(dismissToast, shown.durationMs ?? TOAST_DEFAULT_MS);
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && dismissToast();
    window.addEventListener("keydown", onKey);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("keydown", onKey);
    };
  }, [shown]);
  return (
    <section
      aria-label={t("common.notificationsRegion")}
      className="pointer-events-none fixed inset-x-0 top-0 z-[100] flex justify-center p-3 sm:inset-x-auto sm:right-0 sm:bottom-0 sm:top-auto sm:max-w-[420px] sm:p-4"
    >
      {shown && (
        <div
          key={shown.id}
          role="status"
          aria-live="polite"
          data-testid="toast"
          className={`pointer-events-auto relative w-full rounded-lg border p-4 pr-9 shadow-lg ${
            shown.variant === "destructive"
              ? "border-red-600 bg-red-600 text-white"
              : "border-slate-200 bg-white text-slate-900"
          }`}
        >
          <p className="text-sm font-semibold">{shown.title}</p>
          {shown.description && <div className="mt-1 text-sm opacity-90">{shown.description}</div>}
          {shown.action && <div className="mt-2">{shown.action}</div>}
          <button
            aria-label={t("common.close")}
            onClick={dismissToast}
            className="absolute right-2 top-2 rounded p-1 opacity-70 hover:opacity-100"
          >
            <X className="h-4 w-4" />
          </button>
        </div>
      )}
    </section>
  );
}
