import type { Message } from "@common/i18n/message";
import { lazy, type ReactNode, Suspense, useEffect, useRef, useSyncExternalStore } from "react";
import { type MessageNode, t } from "@/lib/i18n";
import { whenIdle } from "@/lib/idle";

// The toast itself is a chunk of its own, fetched once the page is idle (not on the first visit's critical path)
// and at the latest when the first toast shows. The live regions are in the page from the start.
const loadCard = () => import("./toast-card");
const ToastCard = lazy(loadCard);
if (typeof window !== "undefined")
  window.addEventListener("load", () => whenIdle(() => void loadCard().catch(() => {})), { once: true });

// Spec section 9: a toast shows 5000 ms unless told otherwise, a swipe right past 50 px dismisses it, F8
// (KeyboardEvent.key) moves focus to it. Kept here rather than in @common/constants: the toaster is in the entry
// chunk, and importing that module would bring all of it into the first visit (0.8 KB gzipped, measured).
export const TOAST_DEFAULT_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
const TOAST_HOTKEY = "F8";

export interface ToastInput {
  title: Message;
  description?: MessageNode;
  variant?: "default" | "destructive";
  durationMs?: number;
  action?: ReactNode;
}
export interface ToastState extends ToastInput {
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
/** Marks the toast itself, so the hotkey finds it whatever wraps it. */
export const TOAST_CARD_ATTRIBUTE = "data-toast-card";

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
        (region.querySelector<HTMLElement>(`[${TOAST_CARD_ATTRIBUTE}]`) ?? region).focus();
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

  const card = shown && (
    <Suspense fallback={null}>
      <ToastCard key={shown.id} toast={shown} />
    </Suspense>
  );
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
