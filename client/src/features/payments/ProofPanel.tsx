import type { Message } from "@common/i18n/message";
import { PAYMENT_METHOD_LABELS } from "@common/payment-methods";
import { PROOF_METHODS, type ProofMethod } from "@common/schemas/proofs";
import type { RentSummary } from "@common/schemas/rent";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CheckCircle2, FileText } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
import { Button, buttonClass } from "@/components/ui/button";
import { Field, Input, Select } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import { BankOptions } from "@/features/payouts/BankOptions";
import { invalidateRentQueries } from "@/features/rent/queries";
import { ApiError } from "@/lib/api";
import { dayBounds } from "@/lib/date-bounds";
import { apiErrorMessage } from "@/lib/errors";
import { todayInKampala } from "@/lib/format";
import { t } from "@/lib/i18n";
import { amountInputValue, parseAmountInput } from "@/lib/money-input";
import { Link } from "@/lib/navigation";
import { pagePath } from "@/lib/pages";
import { invalidateDomains } from "@/lib/query";
import { upload } from "@/lib/upload";
import { newIdempotencyKey } from "./idempotency";

const MAX_FILE_BYTES = 10 * 1024 * 1024;
const ACCEPTED = ["image/png", "image/jpeg", "image/webp", "application/pdf"];
const isBank = (m: ProofMethod) => m !== "mobile_money";

interface Values {
  amount: string;
  paidOn: string;
  method: ProofMethod;
  bank: string;
  reference: string;
  file: File | null;
}

/** What the browser can tell before sending (the server checks it all again, and reads the file itself). */
function problems(v: Values, summary: RentSummary, today: string): Record<string, Message> {
  const found: Record<string, Message> = {};
  const amount = parseAmountInput(v.amount, summary.currency);
  if (!amount || amount <= 0) found.amount = t("payments.proofAmountInvalid");
  if (!v.paidOn) found.paidOn = t("payments.proofDateInvalid");
  else if (v.paidOn > today) found.paidOn = t("payments.proofDateFuture");
  if (isBank(v.method) && !v.bank) found.bank = t("payments.proofBankRequired");
  if (!v.reference.trim()) found.reference = t("payments.proofReferenceRequired");
  if (!v.file || v.file.size === 0) found.file = t("payments.proofFileRequired");
  else if (v.file.type && !ACCEPTED.includes(v.file.type)) found.file = t("payments.proofFileType");
  else if (v.file.size > MAX_FILE_BYTES) found.file = t("payments.proofFileHint");
  return found;
}

/**
 * 'Upload Statement': a payment made outside the app (at the bank, by transfer, to the landlord's mobile money
 * number) with its proof. It waits as 'Pending verification' until the landlord confirms it; nothing is credited
 * before. One key per proof: a double tap or a retry after a dropped connection sends it once.
 */
export function ProofPanel({ summary }: { summary: RentSummary }) {
  const id = useId();
  const today = todayInKampala();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Values>({
    amount: amountInputValue(summary.suggestedAmount, summary.currency),
    paidOn: today,
    method: "bank_deposit",
    bank: summary.payee.bankName ?? "",
    reference: "",
    file: null,
  });
  const [errors, setErrors] = useState<Record<string, Message>>({});
  const [progress, setProgress] = useState(0);
  const [sent, setSent] = useState(false);
  const key = useRef(newIdempotencyKey());
  const set = <K extends keyof Values>(k: K, v: Values[K]) => setValues((old) => ({ ...old, [k]: v }));

  const send = useMutation({
    mutationFn: (v: Values) => {
      const form = new FormData();
      // Text fields first: the server reads the parts in order.
      form.append("amount", String(parseAmountInput(v.amount, summary.currency)));
      form.append("paidOn", v.paidOn);
      form.append("method", v.method);
      if (isBank(v.method)) form.append("bank", v.bank);
      form.append("reference", v.reference.trim());
      form.append("file", v.file!, v.file!.name);
      return upload("payments.submitProof", form, { onProgress: setProgress, idempotencyKey: key.current });
    },
    onSuccess: () => {
      key.current = newIdempotencyKey();
      setSent(true);
      void invalidateRentQueries(queryClient);
      void invalidateDomains(queryClient, ["payments"]);
      toast({ title: t("payments.proofSentTitle"), description: t("payments.proofSentText") });
    },
    onError: (e) => {
      if (e instanceof ApiError && e.fields) setErrors(e.fields);
      toast({
        variant: "destructive",
        title: t("payments.proofFailedTitle"),
        description: apiErrorMessage(e, t("payments.proofFailedText"), t("common.networkError")),
      });
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (send.isPending) return;
    const found = problems(values, summary, today);
    setErrors(found);
    if (Object.keys(found).length === 0) send.mutate(values);
  };

  if (sent)
    return (
      <div className="space-y-3" role="status" data-testid="proof-sent">
        <p className="flex items-center gap-2 font-semibold text-green-800">
          <CheckCircle2 aria-hidden className="h-5 w-5 shrink-0" />
          {t("payments.proofSentTitle")}
        </p>
        <p className="text-sm text-slate-700">{t("payments.proofSentText")}</p>
        <div className="flex flex-wrap gap-2">
          <Link href={pagePath("/transaction-history")} className={buttonClass("primary")}>
            {t("payments.viewHistory")}
          </Link>
          <Button
            variant="outline"
            onClick={() => {
              setValues((v) => ({ ...v, reference: "", file: null }));
              setSent(false);
            }}
          >
            {t("payments.proofAnother")}
          </Button>
        </div>
      </div>
    );

  return (
    <form noValidate onSubmit={submit} className="space-y-4" data-testid="proof-form">
      <p className="text-sm text-slate-700">{t("payments.proofIntro")}</p>
      <p className="text-sm text-slate-700">
        {t("payments.proofYourReference")}:{" "}
        <span
          className="font-mono font-semibold tracking-wider text-slate-900"
          data-testid="proof-lease-reference"
        >
          {summary.paymentReference}
        </span>
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t("payments.proofAmount", { currency: summary.currency })}
          htmlFor={`${id}-amount`}
          error={errors.amount}
        >
          <Input
            id={`${id}-amount`}
            inputMode="numeric"
            autoComplete="off"
            maxLength={16}
            value={values.amount}
            aria-invalid={!!errors.amount}
            onChange={(e) => set("amount", e.target.value)}
          />
        </Field>
        <Field label={t("payments.proofDate")} htmlFor={`${id}-date`} error={errors.paidOn}>
          <Input
            id={`${id}-date`}
            type="date"
            {...dayBounds("paidOn")}
            value={values.paidOn}
            aria-invalid={!!errors.paidOn}
            onChange={(e) => set("paidOn", e.target.value)}
          />
        </Field>
        <Field label={t("payments.proofMethod")} htmlFor={`${id}-method`} error={errors.method}>
          <Select
            id={`${id}-method`}
            value={values.method}
            onChange={(e) => set("method", e.target.value as ProofMethod)}
          >
            {PROOF_METHODS.map((m) => (
              <option key={m} value={m}>
                {t(m === "mobile_money" ? "payments.proofMethodMobileMoney" : PAYMENT_METHOD_LABELS[m])}
              </option>
            ))}
          </Select>
        </Field>
        {isBank(values.method) && (
          <Field label={t("payments.proofBank")} htmlFor={`${id}-bank`} error={errors.bank}>
            <Select
              id={`${id}-bank`}
              value={values.bank}
              aria-invalid={!!errors.bank}
              onChange={(e) => set("bank", e.target.value)}
            >
              <BankOptions placeholder={t("payments.proofBankChoose")} />
            </Select>
          </Field>
        )}
      </div>
      <Field
        label={t("payments.proofReference")}
        htmlFor={`${id}-reference`}
        error={errors.reference}
        hint={t("payments.proofReferenceHint")}
      >
        <Input
          id={`${id}-reference`}
          maxLength={60}
          autoComplete="off"
          autoCapitalize="characters"
          value={values.reference}
          aria-invalid={!!errors.reference}
          onChange={(e) => set("reference", e.target.value)}
        />
      </Field>
      <Field
        label={t("payments.proofFile")}
        htmlFor={`${id}-file`}
        error={errors.file}
        hint={t("payments.proofFileHint")}
      >
        <Input
          id={`${id}-file`}
          type="file"
          accept={ACCEPTED.join(",")}
          aria-invalid={!!errors.file}
          className="file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-brand-700"
          onChange={(e) => set("file", e.target.files?.[0] ?? null)}
        />
      </Field>
      {values.file && (
        <p className="flex min-w-0 items-center gap-2 text-sm text-slate-600">
          <FileText aria-hidden className="h-4 w-4 shrink-0" />
          <span className="truncate">{values.file.name}</span>
        </p>
      )}
      {send.isPending && (
        <progress
          className="h-2 w-full overflow-hidden rounded accent-brand-600"
          max={100}
          value={progress}
          aria-label={t("payments.proofSubmitting")}
        />
      )}
      <Button type="submit" disabled={send.isPending} aria-busy={send.isPending} className="w-full sm:w-auto">
        {send.isPending ? t("payments.proofSubmitting") : t("payments.proofSubmit")}
      </Button>
    </form>
  );
}
