import { type ComponentType, lazy, Suspense, useRef } from "react";

interface LoadOnOpenProps<P extends object> {
  Dialog: ComponentType<P>;
  open: boolean;
  props: P;
}

function LoadOnOpen<P extends object>({ Dialog, open, props }: LoadOnOpenProps<P>) {
  const opened = useRef(false);
  if (open) opened.current = true;
  if (!opened.current) return null;
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}

/**
 * A dialog whose code (often a form with its validation) loads the first time it opens, not with the page that
 * holds it. It stays mounted afterwards, so closing and opening it again is instant.
 */
export function loadOnOpen<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean,
): ComponentType<P> {
  const Dialog = lazy(() => load().then((component) => ({ default: component })));
  return (props: P) => <LoadOnOpen Dialog={Dialog} open={isOpen(props)} props={props} />;
}
