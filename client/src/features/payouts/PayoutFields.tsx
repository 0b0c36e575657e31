import { LANDLORD_MOBILE_MONEY_PROVIDERS, PHONE_PLACEHOLDER } from "@common/constants";
import { type FieldError, useFormContext } from "react-hook-form";
import { Field, Input, Select } from "@/components/ui/field";
import { formMessage, t } from "@/lib/i18n";
import { BankOptions } from "./BankOptions";
import type { PayoutFieldName, PayoutFormValues } from "./payout-form";

type PayoutForm = { payout: PayoutFormValues };

function usePayoutField(idPrefix: string) {
  const { register, formState } = useFormContext<PayoutForm>();
  const errors = formState.errors.payout as Partial<Record<PayoutFieldName, FieldError>> | undefined;
  return (name: PayoutFieldName) => {
    const error = formMessage(errors?.[name]);
    return {
      id: `${idPrefix}-${name}`,
      error,
      input: {
        id: `${idPrefix}-${name}`,
        "aria-invalid": error ? true : undefined,
        ...register(`payout.${name}`),
      },
    };
  };
}

/** Bank Name (the 8 banks), Account Number, Account Name, Branch (optional). */
export function BankAccountFields({ idPrefix }: { idPrefix: string }) {
  const field = usePayoutField(idPrefix);
  const bank = field("bankName");
  const number = field("bankAccountNumber");
  const name = field("bankAccountName");
  const branch = field("bankBranch");
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label={t("payouts.fieldBank")} htmlFor={bank.id} error={bank.error}>
        <Select {...bank.input}>
          <BankOptions placeholder={t("payouts.bankPlaceholder")} />
        </Select>
      </Field>
      <Field label={t("payouts.fieldAccountNumber")} htmlFor={number.id} error={number.error}>
        <Input
          inputMode="numeric"
          autoComplete="off"
          placeholder={t("payouts.accountNumberPlaceholder")}
          {...number.input}
        />
      </Field>
      <Field
        label={t("payouts.fieldAccountName")}
        htmlFor={name.id}
        error={name.error}
        hint={t("payouts.accountNameHint")}
      >
        <Input autoComplete="name" {...name.input} />
      </Field>
      <Field
        label={t("payouts.fieldBranch")}
        htmlFor={branch.id}
        error={branch.error}
        hint={t("payouts.optional")}
      >
        <Input placeholder={t("payouts.branchPlaceholder")} {...branch.input} />
      </Field>
    </div>
  );
}

/** Mobile Money Number (Ugandan) and Mobile Money Provider (MTN Mobile Money preselected). */
export function MobileMoneyFields({ idPrefix }: { idPrefix: string }) {
  const field = usePayoutField(idPrefix);
  const number = field("mobileMoneyNumber");
  const provider = field("mobileMoneyProvider");
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field
        label={t("payouts.fieldMobileNumber")}
        htmlFor={number.id}
        error={number.error}
        hint={t("payouts.mobileNumberHint")}
      >
        <Input type="tel" autoComplete="tel" placeholder={PHONE_PLACEHOLDER} {...number.input} />
      </Field>
      <Field label={t("payouts.fieldProvider")} htmlFor={provider.id} error={provider.error}>
        <Select {...provider.input}>
          {LANDLORD_MOBILE_MONEY_PROVIDERS.map((p) => (
            <option key={p} value={p}>
              {p}
            </option>
          ))}
        </Select>
      </Field>
    </div>
  );
}

/** Bank account plus mobile money backup: where tenant payments are received. */
export function PayoutFields({ idPrefix }: { idPrefix: string }) {
  return (
    <div className="space-y-5">
      <div className="space-y-3">
        <h3 className="text-sm font-semibold text-slate-900">{t("payouts.bankAccount")}</h3>
        <BankAccountFields idPrefix={idPrefix} />
      </div>
      <div className="space-y-3">
        <h3 className="text-sm font-semibold text-slate-900">{t("payouts.mobileBackup")}</h3>
        <MobileMoneyFields idPrefix={idPrefix} />
      </div>
    </div>
  );
}
