import { useId } from "react";

/**
 * An on/off switch (WAI-ARIA switch): a button that says whether it is on, named by its visible label, with its
 * description read after the name.
 */
export function Toggle({
  label,
  name,
  description,
  checked,
  onChange,
  disabled = false,
  small = false,
  testId,
}: {
  label: string;
  /** The switch's accessible name when the visible label alone is not enough (it starts with the label). */
  name?: string;
  description?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  small?: boolean;
  testId?: string;
}) {
  const id = useId();
  return (
    <div className="flex min-h-11 items-center justify-between gap-3">
      <span className="min-w-0">
        <span
          id={`${id}-label`}
          className={small ? "text-sm text-slate-700" : "block font-medium break-words text-slate-900"}
        >
          {label}
        </span>
        {description && (
          <span id={`${id}-text`} className="mt-0.5 block text-sm break-words text-slate-600">
            {description}
          </span>
        )}
      </span>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-label={name}
        aria-labelledby={name ? undefined : `${id}-label`}
        aria-describedby={description ? `${id}-text` : undefined}
        disabled={disabled}
        onClick={() => onChange(!checked)}
        data-testid={testId}
        className="group grid min-h-11 min-w-11 shrink-0 place-items-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-50"
      >
        <span
          aria-hidden
          className={`relative inline-flex h-6 w-11 items-center rounded-full transition-colors ${
            checked ? "bg-brand-600" : "bg-slate-300"
          }`}
        >
          <span
            className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform motion-reduce:transition-none ${
              checked ? "translate-x-5.5" : "translate-x-0.5"
            }`}
          />
        </span>
      </button>
    </div>
  );
}
