import { REDIRECT_AFTER_MOBILE_MONEY_MS } from "@common/constants";
import { asMessage } from "@common/i18n/message";
import type { RentSummary } from "@common/schemas/rent";
import { useEffect, useMemo, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api";
import { useCurrentUser } from "@/lib/auth";
import { t } from "@/lib/i18n";
import { amountInputValue } from "@/lib/money-input";
import { useLocation } from "@/lib/navigation";
import type { AmountRules } from "./amount";
import { newIdempotencyKey } from "./idempotency";
import { MobileMoneyConfirm } from "./MobileMoneyConfirm";
import { MobileMoneyForm } from "./MobileMoneyForm";
import {
  type MobileMoneyDetails,
  type MobileMoneyFormValues,
  mobileMoneyResolver,
  NAME_REQUIRED,
  networkMismatchWarning,
  PHONE_REQUIRED,
} from "./mobile-money-form";
import { useMobileMoneyTransfer } from "./queries";
import { assignExternal, paymentSuccessPath } from "./redirect";
import type { MobileMoneyTransferResponse } from "./types";

const FIELDS = ["phoneNumber", "accountName", "amount"] as const;

/** The mobile money flow: enter details and Save, then confirm; the transfer starts and the payer approves. */
export function MobileMoneyPanel({
  summary,
  initialAmount,
}: {
  summary: RentSummary;
  initialAmount: number;
}) {
  const { user } = useCurrentUser();
  const [, navigate] = useLocation();
  const rules: AmountRules = summary;
  const resolver = useMemo(() => mobileMoneyResolver(rules), [rules]);
  const form = useForm<MobileMoneyFormValues, unknown, MobileMoneyDetails>({
    resolver,
    defaultValues: {
      provider: "MTN Mobile Money",
      phoneNumber: "",
      accountName: user ? `${user.firstName} ${user.lastName}` : "",
      amount: amountInputValue(initialAmount, summary.currency),
    },
  });
  const [details, setDetails] = useState<MobileMoneyDetails | null>(null);
  // One key per confirm intent: made when the confirm step opens, reused by retries and double clicks.
  const idempotencyKey = useRef<string | null>(null);
  const [started, setStarted] = useState<MobileMoneyTransferResponse | null>(null);
  const transfer = useMobileMoneyTransfer();
  // Back on the form (Back to Edit, or a field the server refused): focus goes to that field.
  const focusOnEdit = useRef<(typeof FIELDS)[number] | null>(null);
  useEffect(() => {
    if (details || !focusOnEdit.current) return;
    form.setFocus(focusOnEdit.current);
    focusOnEdit.current = null;
  }, [details, form]);

  // After the notice: to the provider's page (sandbox, Flutterwave), or the status page for a phone prompt.
  useEffect(() => {
    if (!started) return;
    const timer = setTimeout(() => {
      if (!started.authorization_url || !assignExternal(started.authorization_url))
        navigate(paymentSuccessPath(started.reference));
    }, REDIRECT_AFTER_MOBILE_MONEY_MS);
    return () => clearTimeout(timer);
  }, [started, navigate]);

  const onSave = form.handleSubmit(
    (valid) => {
      idempotencyKey.current = newIdempotencyKey();
      setDetails(valid);
      toast({ title: t("payments.mobileMoneyAdded"), description: t("payments.mobileMoneyAddedText") });
    },
    (errors) => {
      if (errors.phoneNumber?.message === PHONE_REQUIRED || errors.accountName?.message === NAME_REQUIRED) {
        toast({
          variant: "destructive",
          title: t("payments.missingInformation"),
          description: t("payments.requiredFields"),
        });
      }
    },
  );

  const onConfirm = () => {
    if (!details || transfer.isPending || started) return;
    idempotencyKey.current ??= newIdempotencyKey();
    transfer.mutate(
      {
        body: {
          amount: details.amount,
          phoneNumber: details.phoneNumber,
          provider: details.provider,
          accountName: details.accountName,
          ...(user?.email ? { email: user.email } : {}),
          description: t("payments.transferDescription", {
            property: summary.propertyName,
            unit: summary.unitNumber,
          }).slice(0, 200),
        },
        idempotencyKey: idempotencyKey.current,
      },
      {
        onSuccess: (res) => {
          if (res.success) {
            setStarted(res);
            return;
          }
          // This attempt is over: a new confirm is a new payment.
          idempotencyKey.current = newIdempotencyKey();
          toast({
            variant: "destructive",
            title: t("payments.initFailedTitle"),
            description: res.message ? asMessage(res.message) : t("payments.initFailed"),
          });
        },
        onError: (e) => {
          const rejected = e instanceof ApiError && e.status >= 400 && e.status < 500;
          // The server refused a field (e.g. the number or the amount): back to the form, the reason under it.
          const fields = e instanceof ApiError ? e.fields : undefined;
          const fieldErrors = FIELDS.filter((f) => fields?.[f]);
          if (fieldErrors.length > 0) {
            for (const f of fieldErrors) form.setError(f, { type: "server", message: fields?.[f] });
            focusOnEdit.current = fieldErrors[0] ?? null;
            setDetails(null);
          }
          toast({
            variant: "destructive",
            title: t("payments.failedTitle"),
            description: rejected && e.message ? e.message : t("payments.initError"),
          });
        },
      },
    );
  };

  if (details) {
    return (
      <MobileMoneyConfirm
        details={details}
        currency={summary.currency}
        warning={networkMismatchWarning(details.phoneNumber, details.provider)}
        pending={transfer.isPending}
        started={started}
        onBack={() => {
          idempotencyKey.current = null;
          focusOnEdit.current = "phoneNumber";
          setDetails(null);
        }}
        onConfirm={onConfirm}
      />
    );
  }
  return <MobileMoneyForm form={form} rules={rules} onSave={onSave} />;
}
