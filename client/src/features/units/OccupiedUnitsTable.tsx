import {
  type Currency,
  UNIT_CONDITION_LABEL_KEYS,
  UNIT_CONDITIONS,
  type UnitCondition,
} from "@common/constants";
import { formatMoney } from "@common/money";
import type { UnitRow } from "@common/schemas/units";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Select } from "@/components/ui/field";
import { ResponsiveCell, ResponsiveRow, ResponsiveTable } from "@/components/ui/responsive-table";
import { EndLeaseDialog, type LeaseToEnd } from "@/features/leases/EndLeaseDialog";
import { tenantDetailsHref } from "@/features/tenants/queries";
import { t } from "@/lib/i18n";
import { amountInputValue } from "@/lib/money-input";
import { Link } from "@/lib/navigation";
import { ConditionBadge, InvitedBadge, OpenRequestsLink } from "./badges";
import { useRowEditor, useSaveUnitRow } from "./row-edit";
import { RentCell, RowEditActions } from "./row-edit-cells";
import { UnitDetailsDialog, UnitNumberButton, type UnitRef } from "./UnitDetailsDialog";

interface Draft {
  rent: string;
  condition: UnitCondition;
}

/** The rent shown for an occupied unit: its lease's monthly rent (the unit's rent while it has none). */
const rentOf = (row: UnitRow): { amount: number; currency: Currency } =>
  row.lease
    ? { amount: row.lease.monthlyRent, currency: row.lease.currency }
    : { amount: row.rent, currency: row.rentCurrency };

function TenantCell({ row }: { row: UnitRow }) {
  const lease = row.lease;
  if (!lease) return <span className="text-slate-500 italic">{t("units.availableUnit")}</span>;
  if (lease.status === "pending") {
    return (
      <span className="inline-flex flex-wrap items-center justify-end gap-2 md:justify-start">
        <span className="font-medium text-slate-900">{lease.tenantName}</span>
        <InvitedBadge />
      </span>
    );
  }
  return (
    <Link
      href={tenantDetailsHref(lease.tenantName)}
      className="inline-flex min-h-11 items-center font-medium text-brand-700 underline decoration-brand-600/40 underline-offset-4 hover:decoration-brand-700"
    >
      {lease.tenantName}
    </Link>
  );
}

/** Occupied units: tenant, rent, balance and maintenance per unit; inline edit of rent and maintenance. */
export function OccupiedUnitsTable({ rows }: { rows: UnitRow[] }) {
  const editor = useRowEditor<Draft>();
  const [details, setDetails] = useState<UnitRef | null>(null);
  const [ending, setEnding] = useState<LeaseToEnd | null>(null);
  const { save, pending } = useSaveUnitRow(editor, (draft, rent) => ({ rent, condition: draft.condition }));

  return (
    <>
      <ResponsiveTable
        caption={t("units.occupiedCaption")}
        columns={[
          t("common.unit"),
          t("common.tenant"),
          t("units.colRent"),
          t("units.colBalance"),
          t("units.colMaintenance"),
          t("common.actions"),
        ]}
      >
        {rows.map((row) => {
          const isEditing = editor.editingId === row.id;
          const draft = isEditing ? editor.draft : null;
          const { amount, currency } = rentOf(row);
          const unitId = `occupied-unit-${row.id}`;
          const rentId = `occupied-rent-${row.id}`;
          const conditionId = `occupied-condition-${row.id}`;
          return (
            <ResponsiveRow key={row.id} editing={isEditing}>
              <ResponsiveCell label={t("common.unit")} head>
                <UnitNumberButton id={unitId} unit={row} onOpen={setDetails} />
              </ResponsiveCell>
              <ResponsiveCell label={t("common.tenant")}>
                <TenantCell row={row} />
              </ResponsiveCell>
              <RentCell
                id={rentId}
                amount={amount}
                currency={currency}
                value={draft ? draft.rent : null}
                error={editor.errors.rent}
                onChange={(rent) => editor.update({ rent })}
                inputClassName="w-40 md:w-36"
              />
              <ResponsiveCell label={t("units.colBalance")}>
                {row.lease?.balance == null ? (
                  <span className="text-slate-500">{t("common.emptyValue")}</span>
                ) : (
                  <span
                    className={`font-medium whitespace-nowrap ${row.lease.balance > 0 ? "text-red-700" : "text-slate-900"}`}
                  >
                    {formatMoney(row.lease.balance, row.lease.currency)}
                  </span>
                )}
              </ResponsiveCell>
              <ResponsiveCell label={t("units.colMaintenance")} htmlFor={draft ? conditionId : undefined}>
                {draft ? (
                  <Select
                    id={conditionId}
                    value={draft.condition}
                    onChange={(e) => editor.update({ condition: e.target.value as UnitCondition })}
                    className="w-40 md:w-36"
                  >
                    {UNIT_CONDITIONS.map((c) => (
                      <option key={c} value={c}>
                        {t(UNIT_CONDITION_LABEL_KEYS[c])}
                      </option>
                    ))}
                  </Select>
                ) : (
                  <span className="inline-flex flex-wrap items-center justify-end gap-x-3 md:justify-start">
                    <ConditionBadge condition={row.condition} />
                    <OpenRequestsLink unitId={row.id} count={row.openMaintenance} />
                  </span>
                )}
              </ResponsiveCell>
              <RowEditActions
                editor={editor}
                rowId={row.id}
                unitLabelId={unitId}
                pending={pending}
                onSave={() => save(row, currency)}
                onEdit={() =>
                  editor.start(row.id, {
                    rent: amountInputValue(amount, currency),
                    condition: row.condition,
                  })
                }
              >
                {row.lease && (
                  <Button
                    variant="ghost"
                    className="text-red-700! hover:bg-red-50"
                    disabled={editor.editingId !== null}
                    aria-describedby={unitId}
                    onClick={() =>
                      row.lease &&
                      setEnding({
                        leaseId: row.lease.id,
                        tenantName: row.lease.tenantName,
                        unitNumber: row.unitNumber,
                        pending: row.lease.status === "pending",
                      })
                    }
                  >
                    {t("leases.endLease")}
                  </Button>
                )}
              </RowEditActions>
            </ResponsiveRow>
          );
        })}
      </ResponsiveTable>
      <UnitDetailsDialog unit={details} onClose={() => setDetails(null)} />
      <EndLeaseDialog lease={ending} onClose={() => setEnding(null)} />
    </>
  );
}
