import type { UnitRow } from "@common/schemas/units";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { t } from "@/lib/i18n";
import { LeaseTermsFields, UnitSelectField } from "./LeaseTermsFields";
import type { LeaseFormState } from "./use-lease-form";

/**
 * A new-lease form: the vacant unit, the form's own fields (`children`), the lease terms, Cancel and submit.
 */
export function LeaseForm<Payload>({
  lease,
  onValid,
  units,
  unitsLoading,
  unitsFailed,
  onCancel,
  pending,
  submitLabel,
  pendingLabel,
  children,
}: {
  lease: LeaseFormState<Payload>;
  onValid: (payload: Payload) => void;
  units: UnitRow[] | undefined;
  unitsLoading: boolean;
  unitsFailed: boolean;
  onCancel: () => void;
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  children?: ReactNode;
}) {
  const { form, fieldProps, currency } = lease;
  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate className="space-y-4">
      <UnitSelectField
        {...fieldProps}
        setValue={form.setValue}
        units={units}
        loading={unitsLoading}
        failed={unitsFailed}
      />
      {children}
      <LeaseTermsFields {...fieldProps} currency={currency} />
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={pending}>
          {t("common.cancel")}
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? pendingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
