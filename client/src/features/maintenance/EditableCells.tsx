import {
  ASSIGNEE_PHONE_MAX,
  CONTACT_MAX,
  MAINTENANCE_PRIORITIES,
  type MaintenancePriority,
  type MaintenanceRequestDto,
  type MaintenanceStatus,
  NOTES_MAX,
} from "@common/schemas/maintenance";
import { Input, Select } from "@/components/ui/field";
import { ResponsiveCell } from "@/components/ui/responsive-table";
import { dayBounds } from "@/lib/date-bounds";
import { formatDate } from "@/lib/format";
import { t } from "@/lib/i18n";
import { MaintenanceStatusBadge, PriorityBadge } from "./badges";
import { CellError, COMPACT_INPUT, COMPACT_SELECT, StackedInput, TIGHT } from "./CellInputs";
import { landlordStatusOptions, priorityLabel, statusLabel } from "./labels";
import type { Draft } from "./row-draft";

/** The cells of a board's row that the landlord edits inline: each shows the request, or an input in edit. */
interface CellProps {
  r: MaintenanceRequestDto;
  /** The draft while this row's details are edited (the status board edits only the status). */
  draft: Draft | null;
  patch: (p: Partial<Draft>) => void;
  errors: Record<string, string>;
  id: string;
}

export function PriorityCell({ r, draft, patch, id }: CellProps) {
  return (
    <ResponsiveCell
      label={t("maintenance.columnPriority")}
      htmlFor={draft ? id : undefined}
      className={TIGHT}
    >
      {draft ? (
        <Select
          id={id}
          value={draft.priority}
          onChange={(e) => patch({ priority: e.target.value as MaintenancePriority })}
          className={`w-40 ${COMPACT_SELECT}`}
        >
          {MAINTENANCE_PRIORITIES.map((p) => (
            <option key={p} value={p}>
              {priorityLabel(p)}
            </option>
          ))}
        </Select>
      ) : (
        <PriorityBadge priority={r.priority} />
      )}
    </ResponsiveCell>
  );
}

export function StatusCell({ r, draft, patch, errors, id }: CellProps) {
  return (
    <ResponsiveCell label={t("common.status")} htmlFor={draft ? id : undefined} className={TIGHT}>
      {draft ? (
        <>
          <Select
            id={id}
            value={draft.status}
            onChange={(e) => patch({ status: e.target.value as MaintenanceStatus })}
            aria-invalid={errors.status ? true : undefined}
            className={`w-40 ${COMPACT_SELECT}`}
          >
            {landlordStatusOptions(r.status).map((s) => (
              <option key={s} value={s}>
                {statusLabel(s)}
              </option>
            ))}
          </Select>
          <CellError id={`${id}-error`} message={errors.status} />
        </>
      ) : (
        <MaintenanceStatusBadge status={r.status} />
      )}
    </ResponsiveCell>
  );
}

/** The planned fix date and who does the work, with their phone. */
export function PlannedFixCell({ r, draft, patch, errors, id }: CellProps) {
  return (
    <ResponsiveCell label={t("maintenance.columnPlannedFix")} stack={draft !== null} className={TIGHT}>
      {draft ? (
        <div className="space-y-2">
          <StackedInput
            id={`${id}-date`}
            label={t("maintenance.plannedFixDateLabel")}
            type="date"
            {...dayBounds("plannedFix")}
            value={draft.plannedFixDate}
            onChange={(e) => patch({ plannedFixDate: e.target.value })}
            error={errors.plannedFixDate}
          />
          <StackedInput
            id={`${id}-assignee`}
            label={t("maintenance.assigneeLabel")}
            maxLength={CONTACT_MAX}
            autoComplete="off"
            value={draft.assigneeName}
            onChange={(e) => patch({ assigneeName: e.target.value })}
            error={errors.assigneeName}
          />
          <StackedInput
            id={`${id}-phone`}
            label={t("maintenance.assigneePhoneLabel")}
            type="tel"
            inputMode="tel"
            maxLength={ASSIGNEE_PHONE_MAX}
            autoComplete="off"
            value={draft.assigneePhone}
            onChange={(e) => patch({ assigneePhone: e.target.value })}
            error={errors.assigneePhone}
          />
        </div>
      ) : (
        <span className="block text-slate-700">
          <span className="whitespace-nowrap">{formatDate(r.plannedFixDate)}</span>
          {r.assigneeName && (
            <span className="block text-xs text-slate-500">
              {r.assigneeName}
              {r.assigneePhone && ` · ${r.assigneePhone}`}
            </span>
          )}
        </span>
      )}
    </ResponsiveCell>
  );
}

export function NotesCell({ r, draft, patch, errors, id }: CellProps) {
  return (
    <ResponsiveCell
      label={t("common.notes")}
      htmlFor={draft ? id : undefined}
      stack={draft !== null}
      className={TIGHT}
    >
      {draft ? (
        <div className="w-full md:w-36">
          <Input
            id={id}
            value={draft.notes}
            maxLength={NOTES_MAX}
            onChange={(e) => patch({ notes: e.target.value })}
            aria-invalid={errors.notes ? true : undefined}
            aria-describedby={errors.notes ? `${id}-error` : undefined}
            className={COMPACT_INPUT}
          />
          <CellError id={`${id}-error`} message={errors.notes} />
        </div>
      ) : (
        <span className="break-words text-slate-700">{r.notes || t("common.emptyValue")}</span>
      )}
    </ResponsiveCell>
  );
}
