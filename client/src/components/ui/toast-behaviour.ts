import { type PointerEvent, type RefObject, useEffect, useMemo, useRef } from "react";

/** A timer that stands still while anything holds it (a pointer over the toast, focus in it, a finger on it). */
export interface PausableTimer {
  hold(reason: string): void;
  release(reason: string): void;
}

/** Calls `onDone` after `durationMs` of running time, counted from mount; holds pause it. */
export function usePausableTimer(durationMs: number, onDone: () => void): PausableTimer {
  const onDoneRef = useRef(onDone);
  onDoneRef.current = onDone;
  const timer = useMemo(() => {
    let remaining = durationMs;
    let startedAt = 0;
    let handle: ReturnType<typeof setTimeout> | undefined;
    let mounted = false;
    let running = false;
    const holds = new Set<string>();
    // A hold may come before the mount's effect has started the clock (focus or a pointer at once, on a busy
    // phone): the clock starts only when mounted and nothing holds it, and stops only if it runs.
    const start = () => {
      if (!mounted || running || holds.size > 0) return;
      running = true;
      startedAt = Date.now();
      handle = setTimeout(() => onDoneRef.current(), remaining);
    };
    const stop = () => {
      if (!running) return;
      running = false;
      clearTimeout(handle);
      remaining -= Date.now() - startedAt;
    };
    return {
      mount() {
        mounted = true;
        start();
      },
      unmount() {
        stop();
        mounted = false;
      },
      hold(reason: string) {
        holds.add(reason);
        stop();
      },
      release(reason: string) {
        if (holds.delete(reason)) start();
      },
    };
  }, [durationMs]);
  useEffect(() => {
    timer.mount();
    return timer.unmount;
  }, [timer]);
  return timer;
}

// Movement below this is a click, not a swipe: the pointer is only captured once the toast really moves, so a
// click still reaches the toast's buttons.
const SWIPE_SLOP_PX = 4;

/** Pointer handlers that let the element follow a swipe to the right and call `onDismiss` past `thresholdPx`. */
export function useSwipeToDismiss(
  ref: RefObject<HTMLElement | null>,
  thresholdPx: number,
  onDismiss: () => void,
  timer: PausableTimer,
) {
  const startX = useRef<number | null>(null);
  const moveTo = (dx: number) => {
    if (ref.current) ref.current.style.transform = dx > 0 ? `translateX(${dx}px)` : "";
  };
  const end = () => {
    startX.current = null;
    timer.release("swipe");
  };
  return {
    onPointerDown(e: PointerEvent<HTMLElement>) {
      // A finger or a pen swipes; a mouse drag over a toast is selecting its text (a code to copy, say).
      if (e.pointerType === "mouse" || !e.isPrimary) return;
      startX.current = e.clientX;
      timer.hold("swipe");
    },
    onPointerMove(e: PointerEvent<HTMLElement>) {
      if (startX.current === null) return;
      const dx = e.clientX - startX.current;
      if (dx > SWIPE_SLOP_PX && !e.currentTarget.hasPointerCapture(e.pointerId))
        e.currentTarget.setPointerCapture(e.pointerId);
      moveTo(dx);
    },
    onPointerUp(e: PointerEvent<HTMLElement>) {
      if (startX.current === null) return;
      const dx = e.clientX - startX.current;
      end();
      if (dx > thresholdPx) onDismiss();
      else moveTo(0);
    },
    onPointerCancel() {
      if (startX.current === null) return;
      end();
      moveTo(0);
    },
  };
}
