import type { FieldPath, FieldValues, UseFormSetError } from "react-hook-form";
import { applyFieldErrors } from "@/features/signup/errors";
import { ApiError } from "@/lib/api";

/**
 * Puts a failed lease call's messages under the fields: the server's per-field messages, and the conflicts
 * that are about one field (`codeFields`: e.g. UNIT_OCCUPIED → the unit select).
 */
export function showLeaseFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly FieldPath<T>[],
  setError: UseFormSetError<T>,
  codeFields: Partial<Record<string, FieldPath<T>>>,
): void {
  applyFieldErrors(error, fields, (name, e) => setError(name, e));
  if (!(error instanceof ApiError) || error.fields) return;
  const field = codeFields[error.code];
  if (field) setError(field, { type: "server", message: error.message });
}
