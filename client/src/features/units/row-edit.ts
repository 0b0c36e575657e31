import type { Currency } from "@common/constants";
import type { Message } from "@common/i18n/message";
import { type UnitRow, unitUpdateInput } from "@common/schemas/units";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api";
import { apiErrorMessage } from "@/lib/errors";
import { formMessage, t } from "@/lib/i18n";
import { AMOUNT_NOT_A_NUMBER, parseAmountInput } from "@/lib/money-input";
import { type UnitUpdateBody, useUpdateUnit } from "./queries";

export type RowEditor<Draft> = ReturnType<typeof useRowEditor<Draft>>;

/** Inline row editing, one row at a time: Edit copies the row into a draft, Cancel drops it. */
export function useRowEditor<Draft>() {
  const [editing, setEditing] = useState<{ id: number; draft: Draft } | null>(null);
  const [errors, setErrors] = useState<Record<string, Message>>({});
  return {
    editingId: editing?.id ?? null,
    draft: editing?.draft ?? null,
    errors,
    setErrors,
    start: (id: number, draft: Draft) => {
      setErrors({});
      setEditing({ id, draft });
    },
    update: (patch: Partial<Draft>) =>
      setEditing((e) => (e ? { id: e.id, draft: { ...e.draft, ...patch } } : e)),
    stop: () => {
      setErrors({});
      setEditing(null);
    },
  };
}

/** Checks a unit update with the shared contract; returns the body or the messages per field. */
function checkUnitUpdate(
  body: UnitUpdateBody,
): { ok: true; body: UnitUpdateBody } | { ok: false; errors: Record<string, Message> } {
  const r = unitUpdateInput.safeParse(body);
  if (r.success) return { ok: true, body: r.data };
  const errors: Record<string, Message> = {};
  for (const issue of r.error.issues) {
    const key = String(issue.path[0] ?? "rent");
    errors[key] ??= formMessage(issue) ?? t("validation.invalid");
  }
  return { ok: false, errors };
}

/**
 * Saves the row being edited: the typed rent (in `currency`) and the rest of the draft (`bodyOf`) are checked
 * with the shared contract, then sent; the messages land under the inputs, the outcome in a toast.
 */
export function useSaveUnitRow<Draft extends { rent: string }>(
  editor: RowEditor<Draft>,
  bodyOf: (draft: Draft, rent: number) => UnitUpdateBody,
) {
  const update = useUpdateUnit();
  const save = (row: UnitRow, currency: Currency) => {
    const draft = editor.draft;
    if (!draft) return;
    const rent = parseAmountInput(draft.rent, currency);
    if (rent === null) {
      editor.setErrors({ rent: AMOUNT_NOT_A_NUMBER });
      return;
    }
    const checked = checkUnitUpdate(bodyOf(draft, rent));
    if (!checked.ok) {
      editor.setErrors(checked.errors);
      return;
    }
    update.mutate(
      { id: row.id, body: checked.body },
      {
        onSuccess: () => {
          toast({
            title: t("units.toastUpdated"),
            description: t("units.toastUpdatedBody", { unit: row.unitNumber }),
          });
          editor.stop();
        },
        onError: (e) => {
          if (e instanceof ApiError && e.fields) editor.setErrors(e.fields);
          toast({
            variant: "destructive",
            title: t("units.toastUpdateFailed"),
            description: apiErrorMessage(e, t("units.updateFailed")),
          });
        },
      },
    );
  };
  return { save, pending: update.isPending };
}
