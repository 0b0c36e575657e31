import { type Currency, UNIT_CONDITION_LABELS, UNIT_CONDITIONS } from "@common/constants";
import { formatMoney } from "@common/money";
import type { UnitRow } from "@common/schemas/portfolio";
import { useState } from "react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Input, Select } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import { EndLeaseDialog, type LeaseToEnd } from "@/features/leases/EndLeaseDialog";
import { apiErrorMessage } from "@/features/signup/errors";
import { tenantDetailsHref } from "@/features/tenants/queries";
import { ApiError } from "@/lib/api";
import { ConditionBadge, InvitedBadge } from "./badges";
import { AMOUNT_NOT_A_NUMBER, amountInputValue, parseAmountInput } from "./money-input";
import { useUpdateUnit } from "./queries";
import { ActionsCell, ResponsiveCell, ResponsiveRow, ResponsiveTable } from "./responsive-table";
import { checkUnitUpdate, unitUpdatedToast, useRowEditor } from "./row-edit";
import { UnitDetailsDialog, UnitNumberButton, type UnitRef } from "./UnitDetailsDialog";

type Condition = (typeof UNIT_CONDITIONS)[number];
interface Draft {
  rent: string;
  condition: Condition;
}

const COLUMNS = ["Unit", "Tenant", "Rent", "Balance", "Maintenance", "Actions"] as const;

/** The rent shown for an occupied unit: its lease's monthly rent (the unit's rent while it has none). */
const rentOf = (row: UnitRow): { amount: number; currency: Currency } =>
  row.lease
    ? { amount: row.lease.monthlyRent, currency: row.lease.currency }
    : { amount: row.rent, currency: row.rentCurrency };

function TenantCell({ row }: { row: UnitRow }) {
  const lease = row.lease;
  if (!lease) return <span className="text-slate-500 italic">Available Unit</span>;
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
  const update = useUpdateUnit();
  const [details, setDetails] = useState<UnitRef | null>(null);
  const [ending, setEnding] = useState<LeaseToEnd | null>(null);

  const save = (row: UnitRow) => {
    const draft = editor.draft;
    if (!draft) return;
    const { currency } = rentOf(row);
    const rent = parseAmountInput(draft.rent, currency);
    if (rent === null) {
      editor.setErrors({ rent: AMOUNT_NOT_A_NUMBER });
      return;
    }
    const checked = checkUnitUpdate({ rent, condition: draft.condition });
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
      <ResponsiveTable caption="Occupied units" columns={COLUMNS}>
        {rows.map((row) => {
          const isEditing = editor.editingId === row.id;
          const draft = isEditing ? editor.draft : null;
          const { amount, currency } = rentOf(row);
          const unitId = `occupied-unit-${row.id}`;
          const rentId = `occupied-rent-${row.id}`;
          const conditionId = `occupied-condition-${row.id}`;
          return (
            <ResponsiveRow key={row.id} editing={isEditing}>
              <ResponsiveCell label="Unit" head>
                <UnitNumberButton id={unitId} unit={row} onOpen={setDetails} />
              </ResponsiveCell>
              <ResponsiveCell label="Tenant">
                <TenantCell row={row} />
              </ResponsiveCell>
              <ResponsiveCell label="Rent" htmlFor={draft ? rentId : undefined}>
                {draft ? (
                  <div className="w-40 md:w-36">
                    <div className="relative">
                      <Input
                        id={rentId}
                        inputMode="decimal"
                        value={draft.rent}
                        onChange={(e) => editor.update({ rent: e.target.value })}
                        aria-invalid={editor.errors.rent ? true : undefined}
                        aria-describedby={editor.errors.rent ? `${rentId}-error` : undefined}
                        className="pr-12"
                      />
                      <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-xs text-slate-500">
                        {currency}
                      </span>
                    </div>
                    {editor.errors.rent && (
                      <p id={`${rentId}-error`} role="alert" className="mt-1 text-left text-xs text-red-600">
                        {editor.errors.rent}
                      </p>
                    )}
                  </div>
                ) : (
                  <span className="font-medium whitespace-nowrap text-slate-900">
                    {formatMoney(amount, currency)}
                  </span>
                )}
              </ResponsiveCell>
              <ResponsiveCell label="Balance">
                {row.lease?.balance == null ? (
                  <span className="text-slate-500">—</span>
                ) : (
                  <span
                    className={`font-medium whitespace-nowrap ${row.lease.balance > 0 ? "text-red-700" : "text-slate-900"}`}
                  >
                    {formatMoney(row.lease.balance, row.lease.currency)}
                  </span>
                )}
              </ResponsiveCell>
              <ResponsiveCell label="Maintenance" htmlFor={draft ? conditionId : undefined}>
                {draft ? (
                  <Select
                    id={conditionId}
                    value={draft.condition}
                    onChange={(e) => editor.update({ condition: e.target.value as Condition })}
                    className="w-40 md:w-36"
                  >
                    {UNIT_CONDITIONS.map((c) => (
                      <option key={c} value={c}>
                        {UNIT_CONDITION_LABELS[c]}
                      </option>
                    ))}
                  </Select>
                ) : (
                  <ConditionBadge condition={row.condition} />
                )}
              </ResponsiveCell>
              <ActionsCell>
                {isEditing ? (
                  <>
                    <Button
                      key="save"
                      onClick={() => save(row)}
                      disabled={update.isPending}
                      aria-describedby={unitId}
                    >
                      {update.isPending ? "Saving..." : "Save"}
                    </Button>
                    <Button
                      key="cancel"
                      variant="outline"
                      onClick={editor.stop}
                      disabled={update.isPending}
                      aria-describedby={unitId}
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
                      aria-describedby={unitId}
                      onClick={() =>
                        editor.start(row.id, {
                          rent: amountInputValue(amount, currency),
                          condition: row.condition,
                        })
                      }
                    >
                      Edit
                    </Button>
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
                        End Lease
                      </Button>
                    )}
                  </>
                )}
              </ActionsCell>
            </ResponsiveRow>
          );
        })}
      </ResponsiveTable>
      <UnitDetailsDialog unit={details} onClose={() => setDetails(null)} />
      <EndLeaseDialog lease={ending} onClose={() => setEnding(null)} />
    </>
  );
}
