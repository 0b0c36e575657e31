import type { MessageKey } from "@common/i18n/keys";
import { type BankDetailsInput, bankDetailsInput } from "@common/schemas/payouts";
import { zodResolver } from "@hookform/resolvers/zod";
import { Clock, Landmark, Percent, RefreshCw, ShieldCheck, Smartphone, Zap } from "lucide-react";
import { useEffect, useRef } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { BankAccountFields, MobileMoneyFields } from "@/features/payouts/PayoutFields";
import {
  emptyPayout,
  missingBankFields,
  missingMobileNumber,
  type PayoutFormValues,
  payoutFromAccount,
  toBankDetailsInput,
} from "@/features/payouts/payout-form";
import { useBankDetails, useSaveBankDetails } from "@/features/payouts/use-bank-details";
import { showSaveFailure } from "@/features/properties/form-errors";
import { LandlordForm } from "@/features/properties/LandlordForm";
import { t } from "@/lib/i18n";
import { useLocation } from "@/lib/navigation";
import { usePageTitle } from "@/lib/page-title";
import { DASHBOARD_PATH } from "@/lib/pages";

import { FormCard, PageShell } from "@/shells/PageShell";

type BankSetupForm = { payout: PayoutFormValues };

// The form nests the payout under `payout` like the property forms, so the shared fields and errors fit.
const schemaResolver = zodResolver(z.object({ payout: bankDetailsInput }), undefined, { raw: true });

/** /landlord-bank-setup: the landlord's default account for tenant payments, with a mobile money backup. */
export default function BankSetupPage() {
  usePageTitle(t("payouts.setupTitle"));
  const [, navigate] = useLocation();
  const details = useBankDetails();
  const save = useSaveBankDetails();
  const form = useForm<BankSetupForm, unknown, { payout: BankDetailsInput }>({
    resolver: (values, context, options) =>
      schemaResolver({ payout: toBankDetailsInput(values.payout) }, context, options as never) as never,
    defaultValues: { payout: emptyPayout() },
  });

  // Prefill once from the saved account; never overwrite what the person has started typing.
  const prefilled = useRef(false);
  useEffect(() => {
    if (prefilled.current || !details.data) return;
    prefilled.current = true;
    if (details.data.account && !form.formState.isDirty)
      form.reset({ payout: payoutFromAccount(details.data.account) });
  }, [details.data, form]);

  const onValid = ({ payout }: { payout: BankDetailsInput }) =>
    save.mutate(payout, {
      onSuccess: () => {
        toast({
          title: t("payouts.toastSaved"),
          description: t("payouts.toastSavedBody"),
        });
        navigate(DASHBOARD_PATH);
      },
      // The server's reason (e.g. a number that is not Ugandan) shows under its input.
      onError: (e) =>
        showSaveFailure(e, form.setError, {
          title: t("payouts.toastSaveFailed"),
          description: t("payouts.saveFailed"),
        }),
    });

  const onInvalid = () => {
    const { payout } = form.getValues();
    if (missingBankFields(payout)) {
      toast({
        variant: "destructive",
        title: t("payouts.toastMissing"),
        description: t("payouts.bankFieldsRequired"),
      });
    } else if (missingMobileNumber(payout)) {
      toast({
        variant: "destructive",
        title: t("payouts.toastMissing"),
        description: t("payouts.mobileNumberRequired"),
      });
    }
  };

  return (
    <PageShell
      title={t("payouts.setupTitle")}
      subtitle={t("payouts.setupSubtitle")}
      back={{ href: DASHBOARD_PATH, label: t("common.backToDashboard") }}
    >
      <div className="space-y-5">
        <DirectTransferInfo />
        {details.isPending ? (
          <div className="flex justify-center py-12">
            <Spinner label={t("payouts.loading")} />
          </div>
        ) : (
          <>
            {details.isError && (
              <div
                role="alert"
                className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900 sm:flex-row sm:items-center sm:justify-between"
              >
                <p>{t("payouts.loadFailed")}</p>
                <Button variant="outline" className="shrink-0" onClick={() => details.refetch()}>
                  <RefreshCw aria-hidden className={`h-4 w-4 ${details.isFetching ? "animate-spin" : ""}`} />
                  {t("common.retry")}
                </Button>
              </div>
            )}
            <LandlordForm
              form={form}
              onValid={onValid}
              onInvalid={onInvalid}
              cancelHref={DASHBOARD_PATH}
              save={save}
              submitLabel={t("payouts.submit")}
              pendingLabel={t("common.saving")}
            >
              <FormCard
                title={t("payouts.cardBank")}
                description={t("payouts.cardBankHint")}
                icon={<Landmark className="h-5 w-5" />}
              >
                <BankAccountFields idPrefix="bank-setup" />
              </FormCard>
              <FormCard
                title={t("payouts.mobileBackup")}
                description={t("payouts.cardMobileHint")}
                icon={<Smartphone className="h-5 w-5" />}
              >
                <MobileMoneyFields idPrefix="bank-setup" />
              </FormCard>
            </LandlordForm>
          </>
        )}
      </div>
    </PageShell>
  );
}

const POINTS = [
  { Icon: Zap, key: "payouts.pointDirect" },
  { Icon: Clock, key: "payouts.pointWithin24h" },
  { Icon: Percent, key: "payouts.pointFee" },
] as const satisfies readonly { Icon: unknown; key: MessageKey }[];

function DirectTransferInfo() {
  return (
    <section
      aria-labelledby="direct-transfer-title"
      className="rounded-xl border border-brand-100 bg-brand-50 p-4 sm:p-5"
    >
      <h2 id="direct-transfer-title" className="flex items-center gap-2 font-semibold text-slate-900">
        <ShieldCheck aria-hidden className="h-5 w-5 text-brand-700" />
        {t("payouts.directTransfer")}
      </h2>
      <ul className="mt-3 space-y-2 text-sm text-slate-700">
        {POINTS.map(({ Icon, key }) => (
          <li key={key} className="flex items-start gap-2">
            <Icon aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" />
            {t(key)}
          </li>
        ))}
      </ul>
    </section>
  );
}
