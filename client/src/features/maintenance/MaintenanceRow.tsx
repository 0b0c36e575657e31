import type { MaintenanceRequestDto } from "@common/schemas/maintenance";
import { Button } from "@/components/ui/button";
import { ResponsiveCell, ResponsiveRow } from "@/components/ui/responsive-table";
import { RowActions } from "@/components/ui/row-actions";
import { formatStampDay } from "@/lib/format";
import { t } from "@/lib/i18n";
import { MaintenanceStatusBadge } from "./badges";
import { TIGHT } from "./CellInputs";
import { NotesCell, PlannedFixCell, PriorityCell, StatusCell } from "./EditableCells";
import { issueOf, tenantNameOf, unitOf } from "./labels";
import type { RowEditor } from "./useRowEditor";

/** One request on a board: read-only, or edited inline (every field, or the status only on the status board). */
export function MaintenanceRow({
  r,
  editor,
  fullEdit,
  onPhotos,
  onCost,
}: {
  r: MaintenanceRequestDto;
  editor: RowEditor;
  fullEdit: boolean;
  onPhotos: (r: MaintenanceRequestDto) => void;
  onCost: (r: MaintenanceRequestDto) => void;
}) {
  const { editing, errors, pending, patch } = editor;
  const draft = editing?.id === r.id ? editing.draft : null;
  const details = draft && fullEdit ? draft : null;
  const unitId = `mr-unit-${r.id}`;
  const cell = { r, patch, errors };
  return (
    <ResponsiveRow editing={draft !== null}>
      <ResponsiveCell label={t("common.unit")} head className={TIGHT}>
        <span id={unitId} className="font-semibold text-slate-900">
          <span className="md:hidden">{t("common.unit")} </span>
          {unitOf(r)}
        </span>
        <span className="md:hidden">
          <MaintenanceStatusBadge status={r.status} />
        </span>
      </ResponsiveCell>
      <ResponsiveCell label={t("common.tenant")} className={TIGHT}>
        <span className="text-slate-700">{tenantNameOf(r)}</span>
      </ResponsiveCell>
      <ResponsiveCell label={t("maintenance.columnIssue")} className={TIGHT}>
        <span className="inline-flex items-center gap-2 md:flex">
          {r.imageUrl && (
            <button
              type="button"
              onClick={() => onPhotos(r)}
              aria-haspopup="dialog"
              aria-label={t("maintenance.viewPhotos", { issue: issueOf(r), unit: unitOf(r) })}
              className="shrink-0 rounded-md focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <img
                src={r.imageUrl}
                alt=""
                width={40}
                height={40}
                className="h-10 w-10 rounded-md border border-slate-200 object-cover"
              />
            </button>
          )}
          <span className="break-words text-slate-900">{issueOf(r)}</span>
        </span>
      </ResponsiveCell>
      <PriorityCell {...cell} draft={details} id={`mr-priority-${r.id}`} />
      <StatusCell {...cell} draft={draft} id={`mr-status-${r.id}`} />
      <ResponsiveCell label={t("maintenance.columnRequested")} className={TIGHT}>
        <span className="whitespace-nowrap text-slate-700">{formatStampDay(r.createdAt)}</span>
      </ResponsiveCell>
      <PlannedFixCell {...cell} draft={details} id={`mr-fix-${r.id}`} />
      <NotesCell {...cell} draft={details} id={`mr-notes-${r.id}`} />
      <RowActions
        editing={draft !== null}
        otherRowEditing={editing !== null}
        pending={pending}
        describedBy={unitId}
        onSave={() => editor.save(r)}
        onCancel={editor.stop}
        onEdit={() => editor.start(r)}
        stacked
      >
        <Button
          variant="outline"
          onClick={() => onCost(r)}
          disabled={editing !== null}
          aria-haspopup="dialog"
          aria-describedby={unitId}
        >
          {t("expenses.recordCost")}
        </Button>
      </RowActions>
    </ResponsiveRow>
  );
}
