import {
  MAINTENANCE_PRIORITIES,
  type MaintenancePriority,
  type MaintenanceRequestDto,
  type MaintenanceStatus,
  type MaintenanceUpdateInput,
  NOTES_MAX,
  PRIORITY_LABELS,
  STATUS_LABELS,
} from "@common/schemas/maintenance";
import { type InputHTMLAttributes, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input, Select } from "@/components/ui/field";
import {
  ActionsCell,
  ResponsiveCell,
  ResponsiveRow,
  ResponsiveTable,
} from "@/components/ui/responsive-table";
import { toast } from "@/components/ui/toast";
import { MaintenanceStatusBadge, PriorityBadge } from "@/features/maintenance/board-badges";
import { issueOf, landlordStatusOptions, tenantNameOf, unitOf } from "@/features/maintenance/labels";
import { PhotoDialog } from "@/features/maintenance/PhotoDialog";
import {
  useChangeMaintenanceStatus,
  useRefreshMaintenance,
  useUpdateMaintenance,
} from "@/features/maintenance/queries";
import { ApiError } from "@/lib/api";
import { apiErrorMessage } from "@/lib/errors";
import { formatDate, formatStampDay, todayInKampala } from "@/lib/format";

/**
 * How a board saves a row: `overview` sends every field with expectedUpdatedAt ('Maintenance Request Updated');
 * `status` (the pending board) sends only a changed status to .../status; `edit` sends every field
 * ('Changes saved').
 */
export type SaveMode = "overview" | "status" | "edit";

interface Draft {
  status: MaintenanceStatus;
  priority: MaintenancePriority;
  plannedFixDate: string;
  notes: string;
  assigneeName: string;
  assigneePhone: string;
}

const COLUMNS = [
  "Unit",
  "Tenant",
  "Issue",
  "Priority",
  "Status",
  "Requested",
  "Planned Fix",
  "Notes",
  "Actions",
] as const;

/** Wide screens: tighter cells and inputs, so nine columns (one being edited) fit a laptop's width. */
const TIGHT = "md:px-2!";
const COMPACT_SELECT = "md:w-auto md:px-2 md:text-sm";
const COMPACT_INPUT = "md:px-2 md:text-sm";

const draftOf = (r: MaintenanceRequestDto): Draft => ({
  status: r.status,
  priority: r.priority,
  plannedFixDate: r.plannedFixDate ?? "",
  notes: r.notes,
  assigneeName: r.assigneeName ?? "",
  assigneePhone: r.assigneePhone ?? "",
});

const bodyOf = (d: Draft, r: MaintenanceRequestDto): MaintenanceUpdateInput => ({
  status: d.status,
  priority: d.priority,
  plannedFixDate: d.plannedFixDate || null,
  notes: d.notes,
  assigneeName: d.assigneeName.trim() || null,
  assigneePhone: d.assigneePhone.trim() || null,
  expectedUpdatedAt: r.updatedAt,
});

const ERROR_TEXT: Record<SaveMode, string> = {
  overview: "Failed to update the maintenance request. Please try again.",
  status: "Failed to update maintenance request status.",
  edit: "Failed to update maintenance request.",
};

function CellError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-1 text-left text-xs text-red-600">
      {message}
    </p>
  );
}

/** A small labelled input inside a stacked cell (the Planned Fix cell holds three). */
function StackedInput({
  id,
  label,
  error,
  ...props
}: { id: string; label: string; error?: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className="w-full md:w-36">
      <label htmlFor={id} className="block text-xs font-medium text-slate-600">
        {label}
      </label>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={COMPACT_INPUT}
        {...props}
      />
      <CellError id={`${id}-error`} message={error} />
    </div>
  );
}

/** The maintenance requests of a board, edited inline one row at a time. */
export function MaintenanceTable({
  rows,
  mode,
  caption,
}: {
  rows: MaintenanceRequestDto[];
  mode: SaveMode;
  caption: string;
}) {
  const [editing, setEditing] = useState<{ id: string; draft: Draft } | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [photosOf, setPhotosOf] = useState<MaintenanceRequestDto | null>(null);
  const update = useUpdateMaintenance();
  const changeStatus = useChangeMaintenanceStatus();
  const refresh = useRefreshMaintenance();
  const pending = update.isPending || changeStatus.isPending;

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
    toast({
      variant: "destructive",
      title: "Error",
      description: mode === "overview" || conflict ? apiErrorMessage(e, ERROR_TEXT[mode]) : ERROR_TEXT[mode],
    });
    if (conflict) {
      stop();
      void refresh();
    }
  };

  const save = (r: MaintenanceRequestDto) => {
    const draft = editing?.draft;
    if (!draft) return;
    if (mode === "status") {
      if (draft.status === r.status) {
        stop();
        return;
      }
      changeStatus.mutate(
        { id: r.id, status: draft.status },
        {
          onSuccess: () => {
            toast({ title: "Status Updated", description: "Maintenance request status has been updated." });
            stop();
          },
          onError,
        },
      );
      return;
    }
    if (draft.plannedFixDate && draft.plannedFixDate < todayInKampala()) {
      setErrors({ plannedFixDate: "The planned fix date cannot be in the past." });
      return;
    }
    update.mutate(
      { id: r.id, body: bodyOf(draft, r) },
      {
        onSuccess: () => {
          toast(
            mode === "overview"
              ? {
                  title: "Maintenance Request Updated",
                  description: `Request for unit ${unitOf(r)} has been updated successfully.`,
                }
              : { title: "Changes saved", description: "Maintenance request has been updated successfully." },
          );
          stop();
        },
        onError,
      },
    );
  };

  const fullEdit = mode !== "status";

  return (
    <>
      {/* Nine columns: on narrow wide screens the table scrolls inside its box, never the page. */}
      <div className="md:overflow-x-auto md:rounded-xl">
        <ResponsiveTable caption={caption} columns={COLUMNS}>
          {rows.map((r) => {
            const draft = editing?.id === r.id ? editing.draft : null;
            const editDetails = draft && fullEdit ? draft : null;
            const ids = {
              unit: `mr-unit-${r.id}`,
              priority: `mr-priority-${r.id}`,
              status: `mr-status-${r.id}`,
              date: `mr-date-${r.id}`,
              assignee: `mr-assignee-${r.id}`,
              phone: `mr-phone-${r.id}`,
              notes: `mr-notes-${r.id}`,
            };
            return (
              <ResponsiveRow key={r.id} editing={draft !== null}>
                <ResponsiveCell label="Unit" head className={TIGHT}>
                  <span id={ids.unit} className="font-semibold text-slate-900">
                    <span className="md:hidden">Unit </span>
                    {unitOf(r)}
                  </span>
                  <span className="md:hidden">
                    <MaintenanceStatusBadge status={r.status} />
                  </span>
                </ResponsiveCell>
                <ResponsiveCell label="Tenant" className={TIGHT}>
                  <span className="text-slate-700">{tenantNameOf(r)}</span>
                </ResponsiveCell>
                <ResponsiveCell label="Issue" className={TIGHT}>
                  <span className="inline-flex items-center gap-2 md:flex">
                    {r.imageUrl && (
                      <button
                        type="button"
                        onClick={() => setPhotosOf(r)}
                        aria-haspopup="dialog"
                        aria-label={`View photos of ${issueOf(r)} (unit ${unitOf(r)})`}
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
                <ResponsiveCell
                  label="Priority"
                  htmlFor={editDetails ? ids.priority : undefined}
                  className={TIGHT}
                >
                  {editDetails ? (
                    <Select
                      id={ids.priority}
                      value={editDetails.priority}
                      onChange={(e) => patch({ priority: e.target.value as MaintenancePriority })}
                      className={`w-40 ${COMPACT_SELECT}`}
                    >
                      {MAINTENANCE_PRIORITIES.map((p) => (
                        <option key={p} value={p}>
                          {PRIORITY_LABELS[p]}
                        </option>
                      ))}
                    </Select>
                  ) : (
                    <PriorityBadge priority={r.priority} />
                  )}
                </ResponsiveCell>
                <ResponsiveCell label="Status" htmlFor={draft ? ids.status : undefined} className={TIGHT}>
                  {draft ? (
                    <>
                      <Select
                        id={ids.status}
                        value={draft.status}
                        onChange={(e) => patch({ status: e.target.value as MaintenanceStatus })}
                        aria-invalid={errors.status ? true : undefined}
                        className={`w-40 ${COMPACT_SELECT}`}
                      >
                        {landlordStatusOptions(r.status).map((s) => (
                          <option key={s} value={s}>
                            {STATUS_LABELS[s]}
                          </option>
                        ))}
                      </Select>
                      <CellError id={`${ids.status}-error`} message={errors.status} />
                    </>
                  ) : (
                    <MaintenanceStatusBadge status={r.status} />
                  )}
                </ResponsiveCell>
                <ResponsiveCell label="Requested" className={TIGHT}>
                  <span className="whitespace-nowrap text-slate-700">{formatStampDay(r.createdAt)}</span>
                </ResponsiveCell>
                <ResponsiveCell label="Planned Fix" stack={editDetails !== null} className={TIGHT}>
                  {editDetails ? (
                    <div className="space-y-2">
                      <StackedInput
                        id={ids.date}
                        label="Planned Fix Date"
                        type="date"
                        min={todayInKampala()}
                        value={editDetails.plannedFixDate}
                        onChange={(e) => patch({ plannedFixDate: e.target.value })}
                        error={errors.plannedFixDate}
                      />
                      <StackedInput
                        id={ids.assignee}
                        label="Assignee"
                        maxLength={100}
                        autoComplete="off"
                        value={editDetails.assigneeName}
                        onChange={(e) => patch({ assigneeName: e.target.value })}
                        error={errors.assigneeName}
                      />
                      <StackedInput
                        id={ids.phone}
                        label="Assignee Phone"
                        type="tel"
                        inputMode="tel"
                        maxLength={30}
                        autoComplete="off"
                        value={editDetails.assigneePhone}
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
                <ResponsiveCell
                  label="Notes"
                  htmlFor={editDetails ? ids.notes : undefined}
                  stack={editDetails !== null}
                  className={TIGHT}
                >
                  {editDetails ? (
                    <div className="w-full md:w-36">
                      <Input
                        id={ids.notes}
                        value={editDetails.notes}
                        maxLength={NOTES_MAX}
                        onChange={(e) => patch({ notes: e.target.value })}
                        aria-invalid={errors.notes ? true : undefined}
                        aria-describedby={errors.notes ? `${ids.notes}-error` : undefined}
                        className={COMPACT_INPUT}
                      />
                      <CellError id={`${ids.notes}-error`} message={errors.notes} />
                    </div>
                  ) : (
                    <span className="break-words text-slate-700">{r.notes || "—"}</span>
                  )}
                </ResponsiveCell>
                <ActionsCell>
                  {draft ? (
                    <div className="contents md:flex md:flex-col md:gap-2">
                      <Button
                        key="save"
                        onClick={() => save(r)}
                        disabled={pending}
                        aria-describedby={ids.unit}
                      >
                        {pending ? "Saving..." : "Save"}
                      </Button>
                      <Button
                        key="cancel"
                        variant="outline"
                        onClick={stop}
                        disabled={pending}
                        aria-describedby={ids.unit}
                      >
                        Cancel
                      </Button>
                    </div>
                  ) : (
                    <Button
                      key="edit"
                      variant="outline"
                      disabled={editing !== null}
                      aria-describedby={ids.unit}
                      onClick={() => start(r)}
                    >
                      Edit
                    </Button>
                  )}
                </ActionsCell>
              </ResponsiveRow>
            );
          })}
        </ResponsiveTable>
      </div>
      <PhotoDialog request={photosOf} onClose={() => setPhotosOf(null)} />
    </>
  );
}
