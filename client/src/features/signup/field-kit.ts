import type { Message } from "@common/i18n/message";
import type { FieldErrors, FieldValues, Path, UseFormRegister, UseFormRegisterReturn } from "react-hook-form";
import { formMessage } from "@/lib/i18n";

/** What a registration input needs from its form: its registration, its message, its invalid flag. */
export interface FieldKit<Name extends string> {
  register: (name: Name) => UseFormRegisterReturn;
  err: (name: Name) => Message | undefined;
  invalid: (name: Name) => true | undefined;
}

export function fieldKit<T extends FieldValues>(
  register: UseFormRegister<T>,
  errors: FieldErrors<T>,
): FieldKit<Path<T>> {
  const errorOf = (name: Path<T>) => (errors as Record<string, { message?: string } | undefined>)[name];
  return {
    register: (name) => register(name),
    err: (name) => formMessage(errorOf(name)),
    invalid: (name) => (errorOf(name) ? true : undefined),
  };
}
