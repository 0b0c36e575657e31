import { CHARGE_REASON_MAX } from "@common/schemas/charges";
import { type FormEvent, useId, useRef } from "react";
import { CardError, CardSkeleton } from "@/components/page-states";
import { Field, Input, Select } from "@/components/ui/field";
import { t } from "@/lib/i18n";
import { newIdempotencyKey } from "../payments/idempotency";
import { ChargeAmountField, ChargeDayField, ChargeFormButtons } from "./ChargeFields";
import { checkOneOffForm, type OneOffFormValues } from "./charge-form";
import { useChargeFormState } from "./form-state";
import { useChargeableLeases, useChargeTenant } from "./queries";

/** 'Charge Tenant': one charge to one active tenancy of the property, with its reason and due date. */
export function ChargeTenantForm({
  propertyId,
  today,
  onDone,
}: {
  propertyId: number;
  today: string;
  onDone: () => void;
}) {
  const id = useId();
  const leases = useChargeableLeases(propertyId);
  const {
    values: v,
    errors,
    change,
    send,
  } = useChargeFormState<OneOffFormValues>({
    leaseId: "",
    amount: "",
    reason: "",
    dueDate: today,
  });
  const key = useRef(newIdempotencyKey());
  const charge = useChargeTenant();
  if (leases.isPending) return <CardSkeleton label={t("charges.loadingTenants")} />;
  if (leases.isError)
    return <CardError error={leases.error} onRetry={() => leases.refetch()} retrying={leases.isFetching} />;
  if (!leases.data.items.length) return <p className="text-sm text-slate-600">{t("charges.noTenants")}</p>;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    send(
      checkOneOffForm(v),
      (body) => charge.mutateAsync({ body, key: key.current }),
      t("charges.oneOffCreated"),
      onDone,
    );
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="charge-tenant-form">
      <fieldset disabled={charge.isPending} className="grid min-w-0 gap-4 sm:grid-cols-2">
        <Field label={t("charges.tenant")} htmlFor={`${id}-lease`} error={errors.leaseId}>
          <Select id={`${id}-lease`} value={v.leaseId} onChange={(e) => change({ leaseId: e.target.value })}>
            <option value="">{t("charges.chooseTenant")}</option>
            {leases.data.items.map((l) => (
              <option key={l.leaseId} value={l.leaseId}>
                {t("charges.tenantOption", { unit: l.unitNumber, name: l.tenantName })}
              </option>
            ))}
          </Select>
        </Field>
        <ChargeAmountField
          inputId={`${id}-amount`}
          value={v.amount}
          error={errors.amount}
          onChange={(amount) => change({ amount })}
        />
        <Field label={t("charges.reason")} htmlFor={`${id}-reason`} error={errors.reason}>
          <Input
            id={`${id}-reason`}
            value={v.reason}
            maxLength={CHARGE_REASON_MAX}
            placeholder={t("charges.reasonPlaceholder")}
            onChange={(e) => change({ reason: e.target.value })}
          />
        </Field>
        <ChargeDayField
          inputId={`${id}-due`}
          label={t("charges.dueDate")}
          range="chargeStart"
          value={v.dueDate}
          error={errors.dueDate}
          onChange={(dueDate) => change({ dueDate })}
        />
      </fieldset>
      <ChargeFormButtons
        submitLabel={t("charges.chargeTenant")}
        disabled={charge.isPending}
        onCancel={onDone}
      />
    </form>
  );
}
