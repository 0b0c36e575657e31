import type { Message } from "@common/i18n/message";
import { PAYMENT_METHOD_LABELS } from "@common/payment-methods";
import { DIRECT_METHODS } from "@common/schemas/rent";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, Input, Select } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import { useUnits } from "@/features/units/queries";
import { ApiError, call } from "@/lib/api";
import { dayBounds } from "@/lib/date-bounds";
import { apiErrorMessage } from "@/lib/errors";
import { todayInKampala } from "@/lib/format";
import { t } from "@/lib/i18n";
import { parseAmountInput } from "@/lib/money-input";
import { invalidateDomains } from "@/lib/query";

type Method = (typeof DIRECT_METHODS)[number];

/**
 * 'Record Payment': rent received in cash, by bank deposit or by cheque, for one of the property's tenancies. It is
 * credited at once and the tenant gets a numbered receipt. One key per opening of the form: a double click on Save
 * is one payment.
 */
export function RecordPaymentDialog({ propertyId, onClose }: { propertyId: number; onClose: () => void }) {
  const id = useId();
  const today = todayInKampala();
  const units = useUnits(propertyId, "occupied");
  const leases = (units.data ?? [])
    .filter((u) => u.lease?.tenantId)
    .map((u) => ({ unit: u, lease: u.lease! }));
  const [leaseId, setLeaseId] = useState("");
  const currency = leases.find((l) => l.lease.id === leaseId)?.lease.currency ?? "UGX";
  const [amount, setAmount] = useState("");
  const minor = parseAmountInput(amount, currency);
  const [method, setMethod] = useState<Method>("cash");
  const [paidOn, setPaidOn] = useState(today);
  const [receivedBy, setReceivedBy] = useState("");
  const [note, setNote] = useState("");
  const [errors, setErrors] = useState<Record<string, Message>>({});
  const key = useRef(crypto.randomUUID());
  const queryClient = useQueryClient();
  const record = useMutation({
    mutationFn: () =>
      call(
        "payments.recordDirect",
        {
          body: {
            leaseId,
            amount: minor ?? 0,
            method,
            paidOn,
            ...(receivedBy.trim() ? { receivedBy: receivedBy.trim() } : {}),
            ...(note.trim() ? { note: note.trim() } : {}),
          },
        },
        { idempotencyKey: `direct-${key.current}` },
      ),
    onSuccess: (r) => {
      void invalidateDomains(queryClient, ["payments", "rent", "units", "dashboard"]);
      toast({
        title: t("payments.recordedTitle"),
        description: t("payments.recorded", { number: r.receiptNumber ?? "" }),
      });
      onClose();
    },
    onError: (e) => {
      if (e instanceof ApiError && e.fields) setErrors(e.fields);
      toast({
        variant: "destructive",
        title: t("payments.recordFailedTitle"),
        description: apiErrorMessage(e, t("common.genericError"), t("common.networkError")),
      });
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found: Record<string, Message> = {};
    if (!leaseId) found.leaseId = t("payments.directLeaseRequired");
    if (!minor || minor <= 0) found.amount = t("payments.directAmountInvalid");
    if (!paidOn || paidOn > today) found.paidOn = t("payments.directDateFuture");
    setErrors(found);
    if (Object.keys(found).length === 0) record.mutate();
  };

  return (
    <Dialog open onClose={onClose} title={t("payments.recordTitle")} description={t("payments.recordText")}>
      <form onSubmit={submit} noValidate className="space-y-4" data-testid="record-payment">
        <Field label={t("payments.recordTenant")} htmlFor={`${id}-lease`} error={errors.leaseId}>
          <Select id={`${id}-lease`} value={leaseId} onChange={(e) => setLeaseId(e.target.value)}>
            <option value="">{t("payments.recordChooseTenant")}</option>
            {leases.map(({ unit, lease }) => (
              <option key={lease.id} value={lease.id}>
                {t("payments.recordTenantOption", { unit: unit.unitNumber, name: lease.tenantName })}
              </option>
            ))}
          </Select>
        </Field>
        <div className="grid grid-cols-2 gap-3">
          <Field
            label={t("payments.recordAmount", { currency })}
            htmlFor={`${id}-amount`}
            error={errors.amount}
          >
            <Input
              id={`${id}-amount`}
              inputMode="numeric"
              maxLength={16}
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
            />
          </Field>
          <Field label={t("payments.recordMethod")} htmlFor={`${id}-method`} error={errors.method}>
            <Select id={`${id}-method`} value={method} onChange={(e) => setMethod(e.target.value as Method)}>
              {DIRECT_METHODS.map((m) => (
                <option key={m} value={m}>
                  {t(PAYMENT_METHOD_LABELS[m])}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        <Field label={t("payments.recordDate")} htmlFor={`${id}-date`} error={errors.paidOn}>
          <Input
            id={`${id}-date`}
            type="date"
            {...dayBounds("paidOn")}
            value={paidOn}
            onChange={(e) => setPaidOn(e.target.value)}
          />
        </Field>
        <Field
          label={t("payments.recordReceivedBy")}
          htmlFor={`${id}-by`}
          hint={t("payments.recordReceivedByHint")}
        >
          <Input
            id={`${id}-by`}
            maxLength={100}
            value={receivedBy}
            onChange={(e) => setReceivedBy(e.target.value)}
          />
        </Field>
        <Field label={t("payments.recordNote")} htmlFor={`${id}-note`} error={errors.note}>
          <Input id={`${id}-note`} maxLength={500} value={note} onChange={(e) => setNote(e.target.value)} />
        </Field>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" disabled={record.isPending}>
            {record.isPending ? t("common.saving") : t("payments.recordSave")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
