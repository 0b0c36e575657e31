import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation } from "@/lib/navigation";
import type { PagePath } from "@/lib/pages";

/** Navigates after a delay; the pending navigation is cancelled when the component unmounts. */
export function useDelayedNavigate(): (to: PagePath, ms: number) => void {
  const [, navigate] = useLocation();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (to: PagePath, ms: number) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => navigate(to), ms);
    },
    [navigate],
  );
}

/** A flag that turns itself off `ms` after each `flash()` (the "copied" indicator). */
export function useFlash(ms: number): [boolean, () => void] {
  const [on, setOn] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const flash = useCallback(() => {
    clearTimeout(timer.current);
    setOn(true);
    timer.current = setTimeout(() => setOn(false), ms);
  }, [ms]);
  return [on, flash];
}
