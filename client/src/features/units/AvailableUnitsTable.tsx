import { UNIT_READINESS, UNIT_READINESS_LABELS, type UnitReadiness } from "@common/constants";
import { formatMoney } from "@common/money";
import type { UnitRow } from "@common/schemas/portfolio";
import { UserPlus } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input, Select } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import { AddTenantDialog } from "@/features/leases/AddTenantDialog";
import { apiErrorMessage } from "@/features/signup/errors";
import { ApiError } from "@/lib/api";
import { ReadinessBadge } from "./badges";
import { AMOUNT_NOT_A_NUMBER, amountInputValue, parseAmountInput } from "./money-input";
import { useUpdateUnit } from "./queries";
import { ActionsCell, ResponsiveCell, ResponsiveRow, ResponsiveTable } from "./responsive-table";
import { checkUnitUpdate, unitUpdatedToast, useRowEditor } from "./row-edit";
import { UnitDetailsDialog, UnitNumberButton, type UnitRef } from "./UnitDetailsDialog";

interface Draft {
  rent: string;
  readiness: UnitReadiness;
  workNeeded: string;
  notes: string;
}

const COLUMNS = ["Unit", "Rent", "Readiness", "Work Needed", "Notes", "Actions"] as const;

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-1 text-left text-xs text-red-600">
      {message}
    </p>
  );
}

/** Vacant units: rent, readiness, work needed and notes, edited inline one row at a time; Add Tenant per row. */
export function AvailableUnitsTable({ rows, propertyId }: { rows: UnitRow[]; propertyId: number }) {
  const editor = useRowEditor<Draft>();
  const update = useUpdateUnit();
  const [details, setDetails] = useState<UnitRef | null>(null);
  const [letting, setLetting] = useState<UnitRow | null>(null);
  const { errors } = editor;

  const save = (row: UnitRow) => {
    const draft = editor.draft;
    if (!draft) return;
    const rent = parseAmountInput(draft.rent, row.rentCurrency);
    if (rent === null) {
      editor.setErrors({ rent: AMOUNT_NOT_A_NUMBER });
      return;
    }
    const checked = checkUnitUpdate({
      rent,
      readiness: draft.readiness,
      workNeeded: draft.workNeeded,
      notes: draft.notes,
    });
    if (!checked.ok) {
      editor.setErrors(checked.errors);
      return;
    }
    update.mutate(
      { id: row.id, body: checked.body },
      {
        onSuccess: () => {
          toast(unitUpdatedToast(row.unitNumber));
          editor.stop();
        },
        onError: (e) => {
          if (e instanceof ApiError && e.fields) editor.setErrors(e.fields);
          toast({
            variant: "destructive",
            title: "Update Failed",
            description: apiErrorMessage(e, "Failed to update the unit. Please try again."),
          });
        },
      },
    );
  };

  return (
    <>
      <ResponsiveTable caption="Available units" columns={COLUMNS}>
        {rows.map((row) => {
          const isEditing = editor.editingId === row.id;
          const draft = isEditing ? editor.draft : null;
          const ids = {
            unit: `available-unit-${row.id}`,
            rent: `available-rent-${row.id}`,
            readiness: `available-readiness-${row.id}`,
            work: `available-work-${row.id}`,
            notes: `available-notes-${row.id}`,
          };
          const described = (key: string, id: string) => (errors[key] ? `${id}-error` : undefined);
          return (
            <ResponsiveRow key={row.id} editing={isEditing}>
              <ResponsiveCell label="Unit" head>
                <UnitNumberButton id={ids.unit} unit={row} onOpen={setDetails} />
                <span className="text-xs text-slate-500 md:hidden">
                  {row.bedrooms === 0 ? "Studio" : `${row.bedrooms} bed`} · {row.bathrooms} bath
                </span>
              </ResponsiveCell>
              <ResponsiveCell label="Rent" htmlFor={draft ? ids.rent : undefined}>
                {draft ? (
                  <div className="w-44 md:w-36">
                    <div className="relative">
                      <Input
                        id={ids.rent}
                        inputMode="decimal"
                        value={draft.rent}
                        onChange={(e) => editor.update({ rent: e.target.value })}
                        aria-invalid={errors.rent ? true : undefined}
                        aria-describedby={described("rent", ids.rent)}
                        className="pr-12"
                      />
                      <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-xs text-slate-500">
                        {row.rentCurrency}
                      </span>
                    </div>
                    <FieldError id={`${ids.rent}-error`} message={errors.rent} />
                  </div>
                ) : (
                  <span className="font-medium whitespace-nowrap text-slate-900">
                    {formatMoney(row.rent, row.rentCurrency)}
                  </span>
                )}
              </ResponsiveCell>
              <ResponsiveCell label="Readiness" htmlFor={draft ? ids.readiness : undefined}>
                {draft ? (
                  <Select
                    id={ids.readiness}
                    value={draft.readiness}
                    onChange={(e) => editor.update({ readiness: e.target.value as UnitReadiness })}
                    className="w-44 md:w-40"
                  >
                    {UNIT_READINESS.map((r) => (
                      <option key={r} value={r}>
                        {UNIT_READINESS_LABELS[r]}
                      </option>
                    ))}
                  </Select>
                ) : (
                  <ReadinessBadge readiness={row.readiness} />
                )}
              </ResponsiveCell>
              <ResponsiveCell
                label="Work Needed"
                htmlFor={draft ? ids.work : undefined}
                stack={draft !== null}
              >
                {draft ? (
                  <div className="w-full md:min-w-36">
                    <Input
                      id={ids.work}
                      value={draft.workNeeded}
                      maxLength={500}
                      onChange={(e) => editor.update({ workNeeded: e.target.value })}
                      aria-invalid={errors.workNeeded ? true : undefined}
                      aria-describedby={described("workNeeded", ids.work)}
                    />
                    <FieldError id={`${ids.work}-error`} message={errors.workNeeded} />
                  </div>
                ) : (
                  <span className="text-slate-700">{row.workNeeded || "—"}</span>
                )}
              </ResponsiveCell>
              <ResponsiveCell label="Notes" htmlFor={draft ? ids.notes : undefined} stack={draft !== null}>
                {draft ? (
                  <div className="w-full md:min-w-36">
                    <Input
                      id={ids.notes}
                      value={draft.notes}
                      maxLength={1000}
                      onChange={(e) => editor.update({ notes: e.target.value })}
                      aria-invalid={errors.notes ? true : undefined}
                      aria-describedby={described("notes", ids.notes)}
                    />
                    <FieldError id={`${ids.notes}-error`} message={errors.notes} />
                  </div>
                ) : (
                  <span className="text-slate-700">{row.notes || "—"}</span>
                )}
              </ResponsiveCell>
              <ActionsCell>
                {isEditing ? (
                  <>
                    <Button
                      key="save"
                      onClick={() => save(row)}
                      disabled={update.isPending}
                      aria-describedby={ids.unit}
                    >
                      {update.isPending ? "Saving..." : "Save"}
                    </Button>
                    <Button
                      key="cancel"
                      variant="outline"
                      onClick={editor.stop}
                      disabled={update.isPending}
                      aria-describedby={ids.unit}
                    >
                      Cancel
                    </Button>
                  </>
                ) : (
                  <>
                    <Button
                      key="edit"
                      variant="outline"
                      disabled={editor.editingId !== null}
                      aria-describedby={ids.unit}
                      onClick={() =>
                        editor.start(row.id, {
                          rent: amountInputValue(row.rent, row.rentCurrency),
                          readiness: row.readiness,
                          workNeeded: row.workNeeded,
                          notes: row.notes,
                        })
                      }
                    >
                      Edit
                    </Button>
                    <Button
                      disabled={editor.editingId !== null}
                      aria-describedby={ids.unit}
                      onClick={() => setLetting(row)}
                      className="whitespace-nowrap"
                    >
                      <UserPlus aria-hidden className="h-4 w-4" />
                      Add Tenant
                    </Button>
                  </>
                )}
              </ActionsCell>
            </ResponsiveRow>
          );
        })}
      </ResponsiveTable>
      <UnitDetailsDialog unit={details} onClose={() => setDetails(null)} />
      <AddTenantDialog
        open={letting !== null}
        onClose={() => setLetting(null)}
        propertyId={propertyId}
        preselect={letting}
      />
    </>
  );
}
