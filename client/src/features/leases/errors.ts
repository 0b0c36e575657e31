import type { Message } from "@common/i18n/message";
import type { UseFormSetError } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api";
import { applyFieldErrors } from "@/lib/errors";
import { LEASE_FIELDS, type LeaseFormValues } from "./lease-form";

/**
 * A failed lease call: the server's per-field messages and the conflicts that are about one field
 * (`codeFields`: e.g. UNIT_OCCUPIED → the unit select) under the fields, and a toast.
 */
export function showLeaseFailure(
  error: unknown,
  setError: UseFormSetError<LeaseFormValues>,
  codeFields: Partial<Record<string, keyof LeaseFormValues>>,
  toastText: { title: Message; description: Message },
): void {
  applyFieldErrors(error, LEASE_FIELDS, (name, e) => setError(name, e));
  if (error instanceof ApiError && !error.fields) {
    const field = codeFields[error.code];
    if (field) setError(field, { type: "server", message: error.message });
  }
  toast({ variant: "destructive", ...toastText });
}
