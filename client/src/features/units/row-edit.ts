import { unitUpdateInput } from "@common/schemas/portfolio";
import { useState } from "react";
import type { UnitUpdateBody } from "./queries";

/** Inline row editing, one row at a time: Edit copies the row into a draft, Cancel drops it. */
export function useRowEditor<Draft>() {
  const [editing, setEditing] = useState<{ id: number; draft: Draft } | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
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
export function checkUnitUpdate(
  body: UnitUpdateBody,
): { ok: true; body: UnitUpdateBody } | { ok: false; errors: Record<string, string> } {
  const r = unitUpdateInput.safeParse(body);
  if (r.success) return { ok: true, body: r.data };
  const errors: Record<string, string> = {};
  for (const issue of r.error.issues) {
    const key = String(issue.path[0] ?? "rent");
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}

export const unitUpdatedToast = (unitNumber: string) => ({
  title: "Unit Updated",
  description: `Unit ${unitNumber} has been updated successfully.`,
});
