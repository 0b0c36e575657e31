import { UNIT_READINESS, UNIT_READINESS_LABEL_KEYS, type UnitReadiness } from "@common/constants";
import type { UnitRow } from "@common/schemas/units";
import { UserPlus } from "lucide-react";
import { useState } from "react";
import { loadOnOpen } from "@/components/load-on-open";
import { Button } from "@/components/ui/button";
import { Select } from "@/components/ui/field";
import { ResponsiveCell, ResponsiveRow, ResponsiveTable } from "@/components/ui/responsive-table";
import { t } from "@/lib/i18n";
import { amountInputValue } from "@/lib/money-input";
import { OpenRequestsLink, ReadinessBadge } from "./badges";
import { useRowEditor, useSaveUnitRow } from "./row-edit";
import { RentCell, RowEditActions, TextCell } from "./row-edit-cells";
import { UnitDetailsDialog, UnitNumberButton, type UnitRef } from "./UnitDetailsDialog";

// The lease form (with zod and the form library) loads when a unit is let, not with the list.
const AddTenantDialog = loadOnOpen(
  () => import("@/features/leases/AddTenantDialog").then((m) => m.AddTenantDialog),
  (p) => p.open,
);

interface Draft {
  rent: string;
  readiness: UnitReadiness;
  workNeeded: string;
  notes: string;
}

/** Vacant units: rent, readiness, work needed and notes, edited inline one row at a time; Add Tenant per row. */
export function AvailableUnitsTable({ rows, propertyId }: { rows: UnitRow[]; propertyId: number }) {
  const editor = useRowEditor<Draft>();
  const [details, setDetails] = useState<UnitRef | null>(null);
  const [letting, setLetting] = useState<UnitRow | null>(null);
  const { errors } = editor;
  const { save, pending } = useSaveUnitRow(editor, (draft, rent) => ({
    rent,
    readiness: draft.readiness,
    workNeeded: draft.workNeeded,
    notes: draft.notes,
  }));

  return (
    <>
      <ResponsiveTable
        caption={t("units.availableCaption")}
        columns={[
          t("common.unit"),
          t("units.colRent"),
          t("units.colReadiness"),
          t("units.colWorkNeeded"),
          t("common.notes"),
          t("common.actions"),
        ]}
      >
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
          return (
            <ResponsiveRow key={row.id} editing={isEditing}>
              <ResponsiveCell label={t("common.unit")} head>
                <UnitNumberButton id={ids.unit} unit={row} onOpen={setDetails} />
                <span className="text-xs text-slate-500 md:hidden">
                  {t("units.bedroomsShort", { count: row.bedrooms })} ·{" "}
                  {t("units.bathroomsShort", { count: row.bathrooms })}
                </span>
              </ResponsiveCell>
              <RentCell
                id={ids.rent}
                amount={row.rent}
                currency={row.rentCurrency}
                value={draft ? draft.rent : null}
                error={errors.rent}
                onChange={(rent) => editor.update({ rent })}
                inputClassName="w-44 md:w-36"
              />
              <ResponsiveCell label={t("units.colReadiness")} htmlFor={draft ? ids.readiness : undefined}>
                {draft ? (
                  <Select
                    id={ids.readiness}
                    value={draft.readiness}
                    onChange={(e) => editor.update({ readiness: e.target.value as UnitReadiness })}
                    className="w-44 md:w-40"
                  >
                    {UNIT_READINESS.map((r) => (
                      <option key={r} value={r}>
                        {t(UNIT_READINESS_LABEL_KEYS[r])}
                      </option>
                    ))}
                  </Select>
                ) : (
                  <span className="inline-flex flex-wrap items-center justify-end gap-x-3 md:justify-start">
                    <ReadinessBadge readiness={row.readiness} />
                    <OpenRequestsLink unitId={row.id} count={row.openMaintenance} />
                  </span>
                )}
              </ResponsiveCell>
              <TextCell
                label={t("units.colWorkNeeded")}
                id={ids.work}
                text={row.workNeeded}
                value={draft ? draft.workNeeded : null}
                maxLength={500}
                error={errors.workNeeded}
                onChange={(workNeeded) => editor.update({ workNeeded })}
              />
              <TextCell
                label={t("common.notes")}
                id={ids.notes}
                text={row.notes}
                value={draft ? draft.notes : null}
                maxLength={1000}
                error={errors.notes}
                onChange={(notes) => editor.update({ notes })}
              />
              <RowEditActions
                editor={editor}
                rowId={row.id}
                unitLabelId={ids.unit}
                pending={pending}
                onSave={() => save(row, row.rentCurrency)}
                onEdit={() =>
                  editor.start(row.id, {
                    rent: amountInputValue(row.rent, row.rentCurrency),
                    readiness: row.readiness,
                    workNeeded: row.workNeeded,
                    notes: row.notes,
                  })
                }
              >
                <Button
                  disabled={editor.editingId !== null}
                  aria-describedby={ids.unit}
                  onClick={() => setLetting(row)}
                  className="whitespace-nowrap"
                >
                  <UserPlus aria-hidden className="h-4 w-4" />
                  {t("leases.addTenant")}
                </Button>
              </RowEditActions>
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
