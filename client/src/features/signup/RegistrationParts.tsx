import type { Message } from "@common/i18n/message";
import { type ChangeEvent, type ReactNode, useId, useState } from "react";
import { Field, inputClass } from "@/components/ui/field";
import { t } from "@/lib/i18n";

/** One titled block of a registration form; fields sit in two columns from the `sm` breakpoint up. */
export function FormSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="space-y-4 border-t border-slate-200 pt-6 first:border-t-0 first:pt-0"
    >
      <div>
        <h2 id={id} className="text-base font-semibold text-slate-900">
          {title}
        </h2>
        {description && <p className="mt-0.5 text-sm text-slate-600">{description}</p>}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </section>
  );
}

/** Spans both columns of a FormSection. */
export function Wide({ children }: { children: ReactNode }) {
  return <div className="sm:col-span-2">{children}</div>;
}

const MAX_FILE_MB = 10;
const MAX_FILE_BYTES = MAX_FILE_MB * 1024 * 1024;

/**
 * A file picker that only remembers the chosen file's name: registration does not send files yet, so
 * nothing here claims an upload happened.
 */
export function FilePickField({
  id,
  label,
  accept,
  hint,
}: {
  id: string;
  label: Message;
  accept: string;
  hint: string;
}) {
  const [name, setName] = useState<string | null>(null);
  const [error, setError] = useState<Message | undefined>();
  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    setError(undefined);
    if (file && file.size > MAX_FILE_BYTES) {
      e.target.value = "";
      setName(null);
      setError(t("signup.fileTooLarge", { mb: MAX_FILE_MB }));
      return;
    }
    setName(file?.name ?? null);
  };
  return (
    <Field
      label={label}
      htmlFor={id}
      error={error}
      hint={
        <>
          {hint}
          {name && (
            <span className="mt-0.5 block font-medium break-all text-slate-700">
              {t("signup.fileSelected", { name })}
            </span>
          )}
        </>
      }
    >
      <input
        id={id}
        type="file"
        accept={accept}
        onChange={onChange}
        aria-invalid={error ? true : undefined}
        className={`${inputClass} cursor-pointer py-1.5! text-sm! file:mr-3 file:min-h-8 file:cursor-pointer file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:text-sm file:font-medium file:text-brand-700`}
      />
    </Field>
  );
}
