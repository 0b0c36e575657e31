import { PHONE_PLACEHOLDER, TENANT_MOBILE_MONEY_PROVIDERS } from "@common/constants";
import { useId } from "react";
import type { UseFormReturn } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Field, Input, Select } from "@/components/ui/field";
import { formMessage, t } from "@/lib/i18n";
import { type AmountRules, amountHint } from "./amount";
import type { MobileMoneyDetails, MobileMoneyFormValues } from "./mobile-money-form";

/** The first step: provider, phone number, account name and amount; Save checks them. */
export function MobileMoneyForm({
  form,
  rules,
  onSave,
}: {
  form: UseFormReturn<MobileMoneyFormValues, unknown, MobileMoneyDetails>;
  rules: AmountRules;
  onSave: () => void;
}) {
  const id = useId();
  const {
    register,
    formState: { errors },
  } = form;
  const err = (name: keyof MobileMoneyFormValues) => formMessage(errors[name]);

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        onSave();
      }}
    >
      <Field label={t("payments.mobileMoneyProvider")} htmlFor={`${id}-provider`}>
        <Select id={`${id}-provider`} {...register("provider")}>
          {TENANT_MOBILE_MONEY_PROVIDERS.map((p) => (
            <option key={p} value={p}>
              {p}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        label={t("payments.phoneNumber")}
        htmlFor={`${id}-phone`}
        error={err("phoneNumber")}
        hint={t("payments.phoneHint")}
      >
        <Input
          id={`${id}-phone`}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder={PHONE_PLACEHOLDER}
          aria-invalid={!!err("phoneNumber")}
          {...register("phoneNumber")}
        />
      </Field>
      <Field
        label={t("payments.accountName")}
        htmlFor={`${id}-name`}
        error={err("accountName")}
        hint={t("payments.accountNameHint")}
      >
        <Input
          id={`${id}-name`}
          autoComplete="name"
          maxLength={120}
          aria-invalid={!!err("accountName")}
          {...register("accountName")}
        />
      </Field>
      <Field
        label={t("payments.amountLabel", { currency: rules.currency })}
        htmlFor={`${id}-amount`}
        error={err("amount")}
        hint={amountHint(rules)}
      >
        <Input
          id={`${id}-amount`}
          inputMode="numeric"
          autoComplete="off"
          aria-invalid={!!err("amount")}
          {...register("amount")}
        />
      </Field>
      <Button type="submit" className="w-full sm:w-auto">
        {t("common.save")}
      </Button>
    </form>
  );
}
