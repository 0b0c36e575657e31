import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from "react";
import type { DialogProps } from "./radix-dialog";

// Radix Dialog is about 13.6 KB of gzipped script: it loads when a dialog first opens, not with every page that
// has one (the dashboards), and a failed load is tried again on the next open.
let loaded: LazyExoticComponent<ComponentType<DialogProps>> | undefined;
const radixDialog = () => {
  loaded ??= lazy(() =>
    import("./radix-dialog").catch((e: unknown) => {
      loaded = undefined;
      throw e;
    }),
  );
  return loaded;
};

/**
 * A modal dialog (radix-dialog.tsx): render it with `open`; `onClose` is called for Escape, the close button
 * and a click outside. While its script loads, the page is dimmed as the dialog's backdrop would dim it.
 */
export function Dialog(props: DialogProps) {
  if (!props.open) return null;
  const RadixDialog = radixDialog();
  return (
    <Suspense fallback={<div className="fixed inset-0 z-50 bg-slate-900/50" />}>
      <RadixDialog {...props} />
    </Suspense>
  );
}
