import type { Message } from "@common/i18n/message";
import { CHARGE_REASON_MAX } from "@common/schemas/charges";
import { type FormEvent, useId, useRef, useState } from "react";
import { CardError, CardSkeleton } from "@/components/page-states";
import { Button } from "@/components/ui/button";
import { Field, Input, Select } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api";
import { dayBounds } from "@/lib/date-bounds";
import { apiErrorMessage } from "@/lib/errors";
import { withoutErrors } from "@/lib/field-errors";
import { t } from "@/lib/i18n";
import { newIdempotencyKey } from "../payments/idempotency";
import { checkOneOffForm, type OneOffFormValues } from "./charge-form";
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
  const [v, setV] = useState<OneOffFormValues>({ leaseId: "", amount: "", reason: "", dueDate: today });
  const [errors, setErrors] = useState<Record<string, Message>>({});
  const key = useRef(newIdempotencyKey());
  const charge = useChargeTenant();
  const change = (patch: Partial<OneOffFormValues>) => {
    setV((old) => ({ ...old, ...patch }));
    setErrors(withoutErrors(...Object.keys(patch)));
  };
  if (leases.isPending) return <CardSkeleton label={t("charges.loadingTenants")} />;
  if (leases.isError)
    return <CardError error={leases.error} onRetry={() => leases.refetch()} retrying={leases.isFetching} />;
  if (!leases.data.items.length) return <p className="text-sm text-slate-600">{t("charges.noTenants")}</p>;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = checkOneOffForm(v);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    charge.mutateAsync({ body: checked.body, key: key.current }).then(
      () => {
        toast({ title: t("charges.oneOffCreated") });
        onDone();
      },
      (err: unknown) => {
        setErrors(err instanceof ApiError && err.fields ? err.fields : {});
        toast({
          variant: "destructive",
          title: apiErrorMessage(err, t("common.genericError"), t("common.networkError")),
        });
      },
    );
  };
  const due = dayBounds("chargeStart");
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
        <Field label={t("charges.amount")} htmlFor={`${id}-amount`} error={errors.amount}>
          <Input
            id={`${id}-amount`}
            inputMode="numeric"
            value={v.amount}
            onChange={(e) => change({ amount: e.target.value })}
          />
        </Field>
        <Field label={t("charges.reason")} htmlFor={`${id}-reason`} error={errors.reason}>
          <Input
            id={`${id}-reason`}
            value={v.reason}
            maxLength={CHARGE_REASON_MAX}
            placeholder={t("charges.reasonPlaceholder")}
            onChange={(e) => change({ reason: e.target.value })}
          />
        </Field>
        <Field label={t("charges.dueDate")} htmlFor={`${id}-due`} error={errors.dueDate}>
          <Input
            id={`${id}-due`}
            type="date"
            min={due.min}
            max={due.max}
            value={v.dueDate}
            onChange={(e) => change({ dueDate: e.target.value })}
          />
        </Field>
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={charge.isPending} className="w-full sm:w-auto">
          {t("charges.chargeTenant")}
        </Button>
        <Button type="button" variant="outline" onClick={onDone} className="w-full sm:w-auto">
          {t("charges.cancel")}
        </Button>
      </div>
    </form>
  );
}
