import { X } from "lucide-react";
import { useRef } from "react";
import { t } from "@/lib/i18n";
import {
  dismissToast,
  TOAST_CARD_ATTRIBUTE,
  TOAST_DEFAULT_MS,
  TOAST_SWIPE_THRESHOLD_PX,
  type ToastState,
} from "./toast";
import { usePausableTimer, useSwipeToDismiss } from "./toast-behaviour";

/** One toast: pauses while hovered, focused or touched; a swipe right or the Close button dismisses it. */
export default function ToastCard({ toast: shown }: { toast: ToastState }) {
  const ref = useRef<HTMLDivElement>(null);
  const timer = usePausableTimer(shown.durationMs ?? TOAST_DEFAULT_MS, dismissToast);
  const swipe = useSwipeToDismiss(ref, TOAST_SWIPE_THRESHOLD_PX, dismissToast, timer);

  const destructive = shown.variant === "destructive";
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the pointer handlers are the hover pause and the swipe; keyboards have the Close button, Escape and the hotkey
    <div
      ref={ref}
      tabIndex={-1}
      {...{ [TOAST_CARD_ATTRIBUTE]: "" }}
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
