import { type ReactNode, useEffect, useState } from "react";

/**
 * Renders `children` `steps` frames after it mounts, each step a task of its own after the frame before it. A long
 * page's later parts in `<Later steps={1}>`, `<Later steps={2}>`, ... make its first render a few short tasks, with
 * paints and input between them, instead of one long one; only the part that appears renders again, not the page.
 * Parts below what is already there appear in reading order, so nothing on the screen moves.
 */
export function Later({ steps, children }: { steps: number; children: ReactNode }) {
  const [left, setLeft] = useState(steps);
  useEffect(() => {
    if (left === 0) return;
    const id = setTimeout(() => setLeft((n) => n - 1), 0);
    return () => clearTimeout(id);
  }, [left]);
  return left === 0 ? children : null;
}

/** A long list's items: the first `first` with the page, the rest one step later (Later), below them. */
export function FirstThenRest<T>({
  items,
  first,
  children,
}: {
  items: readonly T[];
  first: number;
  children: (item: T) => ReactNode;
}) {
  return (
    <>
      {items.slice(0, first).map(children)}
      {items.length > first && <Later steps={1}>{items.slice(first).map(children)}</Later>}
    </>
  );
}
