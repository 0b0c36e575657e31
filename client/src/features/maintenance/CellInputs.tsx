import type { InputHTMLAttributes } from "react";
import { Input } from "@/components/ui/field";

/** Wide screens: tighter cells and inputs, so nine columns (one being edited) fit a laptop's width. */
export const TIGHT = "md:px-2!";
export const COMPACT_SELECT = "md:w-auto md:px-2 md:text-sm";
export const COMPACT_INPUT = "md:px-2 md:text-sm";

/** A field's error under its input in a cell (the server's words, or the client's own check). */
export function CellError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-1 text-left text-xs text-red-600">
      {message}
    </p>
  );
}

/** A small labelled input inside a stacked cell (the Planned Fix cell holds three). */
export function StackedInput({
  id,
  label,
  error,
  ...props
}: { id: string; label: string; error?: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className="w-full md:w-36">
      <label htmlFor={id} className="block text-xs font-medium text-slate-600">
        {label}
      </label>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={COMPACT_INPUT}
        {...props}
      />
      <CellError id={`${id}-error`} message={error} />
    </div>
  );
}
