import type { Message } from "@common/i18n/message";
import * as DialogPrimitive from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { type ReactNode, useRef } from "react";
import { type MessageNode, t } from "@/lib/i18n";
import { TOAST_VIEWPORT_ATTRIBUTE } from "./toast";

/** What <Dialog> shows (dialog.tsx, which loads this file when a dialog first opens). */
export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: Message;
  description?: MessageNode;
  children?: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
}

/**
 * The modal dialog on Radix Dialog (docs/decisions/0009): labelled by its title, described by its description,
 * focus kept inside and given back to where it was, the page behind hidden from screen readers and not
 * scrollable, Escape and a click outside close it. Toasts stay usable above it: a click on one does not close
 * the dialog.
 */
export default function RadixDialog({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  wide = false,
}: DialogProps) {
  // Opened by state, not by a Radix trigger: focus goes back to what had it when the dialog opened.
  const returnFocusTo = useRef<HTMLElement | null>(null);
  return (
    <DialogPrimitive.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <DialogPrimitive.Content
          onOpenAutoFocus={() => {
            returnFocusTo.current = document.activeElement as HTMLElement | null;
          }}
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            if (returnFocusTo.current?.isConnected) returnFocusTo.current.focus();
          }}
          onInteractOutside={(e) => {
            if ((e.target as Element | null)?.closest?.(`[${TOAST_VIEWPORT_ATTRIBUTE}]`)) e.preventDefault();
          }}
          className={`fixed left-1/2 top-1/2 z-50 max-h-[85dvh] w-[calc(100%-1.5rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto overscroll-contain rounded-xl border border-slate-200 bg-white p-5 text-slate-900 shadow-xl focus:outline-none ${wide ? "max-w-2xl" : "max-w-md"}`}
        >
          <div className="mb-3 flex items-start justify-between gap-3">
            <div>
              <DialogPrimitive.Title className="text-lg font-semibold">{title}</DialogPrimitive.Title>
              {description && (
                <DialogPrimitive.Description asChild>
                  <div className="mt-1 text-sm text-slate-600">{description}</div>
                </DialogPrimitive.Description>
              )}
            </div>
            <DialogPrimitive.Close
              aria-label={t("common.close")}
              className="rounded p-1 text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <X aria-hidden className="h-5 w-5" />
            </DialogPrimitive.Close>
          </div>
          {children}
          {footer && (
            <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{footer}</div>
          )}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
