import { useEffect, useState } from "react";

/**
 * How many of a long page's `count` parts to render: the first at once, then one more after each frame. On a slow
 * phone the page's first render is then a few short tasks, with paints and input between them, instead of one
 * long one. Parts appear in reading order below what is already there, so nothing on the screen moves.
 */
export function useStages(count: number): number {
  const [shown, setShown] = useState(1);
  useEffect(() => {
    if (shown >= count) return;
    const id = setTimeout(() => setShown((n) => n + 1), 0);
    return () => clearTimeout(id);
  }, [shown, count]);
  return shown;
}
