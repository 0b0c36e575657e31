import type { Message } from "@common/i18n/message";
import { forwardRef, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from "react";
import { type MessageNode, translateMessage } from "@/lib/i18n";

export const inputClass =
  "block w-full min-h-11 rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 disabled:bg-slate-100 aria-[invalid=true]:border-red-500";

export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function Input(
  { className = "", ...props },
  ref,
) {
  return <input ref={ref} className={`${inputClass} ${className}`} {...props} />;
});

export const Select = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement>>(function Select(
  { className = "", ...props },
  ref,
) {
  return <select ref={ref} className={`${inputClass} ${className}`} {...props} />;
});

/** A labelled form field with its validation message under it. */
export function Field({
  label,
  htmlFor,
  error,
  hint,
  children,
}: {
  label: Message;
  htmlFor: string;
  /** A schema's message (put into words here, with the label as {field}) or the server's. */
  error?: Message;
  hint?: MessageNode;
  children: ReactNode;
}) {
  return (
    <div className="space-y-1">
      <label htmlFor={htmlFor} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children}
      {hint && !error && <p className="text-xs text-slate-500">{hint}</p>}
      {error && (
        <p role="alert" className="text-sm text-red-600">
          {translateMessage(error, { field: label })}
        </p>
      )}
    </div>
  );
}
