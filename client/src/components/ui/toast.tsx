import { X } from "lucide-react";
import { type ReactNode, useEffect, useRef, useSyncExternalStore } from "react";
import { t } from "@/lib/i18n";
import { usePausableTimer, useSwipeToDismiss } from "./toast-behaviour";

// Spec section 9: a toast shows 5000 ms unless told otherwise, a swipe right past 50 px dismisses it, F8
// (KeyboardEvent.key) moves focus to it. Kept here rather than in @common/constants: the toaster is in the entry
// chunk, and importing that module would bring all of it into the first visit (0.8 KB gzipped, measured).
const TOAST_DEFAULT_MS = 5000;
const TOAST_SWIPE_THRESHOLD_PX = 50;
const TOAST_HOTKEY = "F8";

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

/** Marks the notifications region, so a modal dialog does not count a click on a toast as a click outside it. */
export const TOAST_VIEWPORT_ATTRIBUTE = "data-toast-viewport";

/**
 * The notifications region, always in the page. Its two live regions are there before any toast, so a toast
 * put into one is announced: politely, or at once when it is destructive (an error). TOAST_HOTKEY moves focus to
 * the toast (or the region), which pauses it; Escape dismisses it, after any open dialog or menu has taken its own
 * Escape.
 */
export function Toaster() {
  const shown = useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
  const regionRef = useRef<HTMLElement>(null);
  // Where focus was before the hotkey, to go back there when the focused toast goes away.
  const focusBefore = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === TOAST_HOTKEY) {
        e.preventDefault();
        const region = regionRef.current;
        if (!region || region.contains(document.activeElement)) return;
        focusBefore.current = document.activeElement as HTMLElement | null;
        (region.querySelector<HTMLElement>("[aria-live] > *") ?? region).focus();
      } else if (e.key === "Escape" && !e.defaultPrevented && current) {
        dismissToast();
      }
    };
    window.addEventListener("keydown", onKey);
    // A toast that goes (or is replaced) while it holds focus hands focus back instead of dropping it on the
    // page body. Store listeners run before React removes the toast, so focus is still inside to be seen.
    const unsubscribe = subscribe(() => {
      const region = regionRef.current;
      if (!region?.contains(document.activeElement) || document.activeElement === region) return;
      const back = focusBefore.current;
      (back?.isConnected ? back : region).focus();
    });
    return () => {
      window.removeEventListener("keydown", onKey);
      unsubscribe();
    };
  }, []);

  const card = shown && <ToastCard key={shown.id} toast={shown} />;
  const destructive = shown?.variant === "destructive";
  return (
    <section
      ref={regionRef}
      tabIndex={-1}
      aria-label={t("common.notificationsRegion", { hotkey: TOAST_HOTKEY })}
      {...{ [TOAST_VIEWPORT_ATTRIBUTE]: "" }}
      className="pointer-events-none fixed inset-x-0 top-0 z-[100] p-3 outline-none sm:inset-x-auto sm:right-0 sm:bottom-0 sm:top-auto sm:max-w-[420px] sm:p-4"
    >
      <div aria-live="polite">{!destructive && card}</div>
      <div aria-live="assertive">{destructive && card}</div>
    </section>
  );
}

function ToastCard({ toast: shown }: { toast: ToastState }) {
  const ref = useRef<HTMLDivElement>(null);
  const timer = usePausableTimer(shown.durationMs ?? TOAST_DEFAULT_MS, dismissToast);
  const swipe = useSwipeToDismiss(ref, TOAST_SWIPE_THRESHOLD_PX, dismissToast, timer);

  const destructive = shown.variant === "destructive";
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the pointer handlers are the hover pause and the swipe; keyboards have the Close button, Escape and the hotkey
    <div
      ref={ref}
      tabIndex={-1}
      data-testid="toast"
      onPointerEnter={() => timer.hold("pointer")}
      onPointerLeave={() => timer.release("pointer")}
      onFocus={() => timer.hold("focus")}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) timer.release("focus");
      }}
      {...swipe}
      className={`pointer-events-auto relative w-full touch-pan-y rounded-lg border p-4 pr-9 shadow-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
        destructive ? "border-red-700 bg-red-700 text-white" : "border-slate-200 bg-white text-slate-900"
      }`}
    >
      <p className="text-sm font-semibold">{shown.title}</p>
      {shown.description && (
        <div className={`mt-1 text-sm ${destructive ? "" : "text-slate-700"}`}>{shown.description}</div>
      )}
      {shown.action && <div className="mt-2">{shown.action}</div>}
      <button
        type="button"
        aria-label={t("common.close")}
        onClick={dismissToast}
        className="absolute right-2 top-2 rounded p-1 opacity-70 hover:opacity-100 focus-visible:opacity-100"
      >
        <X aria-hidden className="h-4 w-4" />
      </button>
    </div>
  );
}
