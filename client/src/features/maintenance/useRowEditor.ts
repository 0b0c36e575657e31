import { dateRefusal, PLANNED_FIX_OUTSIDE } from "@common/date-ranges";
import type { MessageKey } from "@common/i18n/keys";
import type { MaintenanceRequestDto } from "@common/schemas/maintenance";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api";
import { apiErrorMessage } from "@/lib/errors";
import { t } from "@/lib/i18n";
import { unitOf } from "./labels";
import { useChangeMaintenanceStatus, useRefreshMaintenance, useUpdateMaintenance } from "./queries";
import { bodyOf, type Draft, draftOf } from "./row-draft";

/**
 * How a board saves a row: `overview` sends every field with expectedUpdatedAt ('Maintenance Request Updated');
 * `status` (the pending board) sends only a changed status to .../status; `edit` sends every field
 * ('Changes saved').
 */
export type SaveMode = "overview" | "status" | "edit";

const ERROR_TEXT: Record<SaveMode, MessageKey> = {
  overview: "maintenance.updateFailedOverview",
  status: "maintenance.updateFailedStatus",
  edit: "maintenance.updateFailedEdit",
};

/** One row of a board at a time in inline edit: its draft, its field errors, and saving it the board's way. */
export function useRowEditor(mode: SaveMode) {
  const [editing, setEditing] = useState<{ id: string; draft: Draft } | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = useUpdateMaintenance();
  const changeStatus = useChangeMaintenanceStatus();
  const refresh = useRefreshMaintenance();

  const start = (r: MaintenanceRequestDto) => {
    setErrors({});
    setEditing({ id: r.id, draft: draftOf(r) });
  };
  const stop = () => {
    setErrors({});
    setEditing(null);
  };
  const patch = (p: Partial<Draft>) => setEditing((e) => (e ? { id: e.id, draft: { ...e.draft, ...p } } : e));

  const onError = (e: unknown) => {
    const conflict = e instanceof ApiError && e.status === 409;
    if (e instanceof ApiError && e.fields) setErrors(e.fields);
    const fallback = t(ERROR_TEXT[mode]);
    toast({
      variant: "destructive",
      title: t("common.error"),
      description: mode === "overview" || conflict ? apiErrorMessage(e, fallback) : fallback,
    });
    if (conflict) {
      stop();
      void refresh();
    }
  };

  const saveStatus = (r: MaintenanceRequestDto, draft: Draft) => {
    if (draft.status === r.status) return stop();
    changeStatus.mutate(
      { id: r.id, status: draft.status },
      {
        onSuccess: () => {
          toast({
            title: t("maintenance.toastStatusUpdated"),
            description: t("maintenance.toastStatusUpdatedText"),
          });
          stop();
        },
        onError,
      },
    );
  };

  const save = (r: MaintenanceRequestDto) => {
    const draft = editing?.draft;
    if (!draft) return;
    if (mode === "status") return saveStatus(r, draft);
    const refused =
      draft.plannedFixDate && dateRefusal(draft.plannedFixDate, "plannedFix", PLANNED_FIX_OUTSIDE);
    if (refused) {
      setErrors({ plannedFixDate: refused });
      return;
    }
    update.mutate(
      { id: r.id, body: bodyOf(draft, r) },
      {
        onSuccess: () => {
          toast(
            mode === "overview"
              ? {
                  title: t("maintenance.toastRequestUpdated"),
                  description: t("maintenance.toastRequestUpdatedText", { unit: unitOf(r) }),
                }
              : {
                  title: t("maintenance.toastChangesSaved"),
                  description: t("maintenance.toastChangesSavedText"),
                },
          );
          stop();
        },
        onError,
      },
    );
  };

  return {
    editing,
    errors,
    pending: update.isPending || changeStatus.isPending,
    start,
    stop,
    patch,
    save,
  };
}

export type RowEditor = ReturnType<typeof useRowEditor>;
