import { PHONE_PLACEHOLDER, TENANT_MOBILE_MONEY_PROVIDERS } from "@common/constants";
import { formatMoney } from "@common/money";
import { useId } from "react";
import type { UseFormReturn } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Field, Input, Select } from "@/components/ui/field";
import type { AmountRules } from "./amount";
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
  const err = (name: keyof MobileMoneyFormValues) => errors[name]?.message;

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        onSave();
      }}
    >
      <Field label="Mobile Money Provider" htmlFor={`${id}-provider`}>
        <Select id={`${id}-provider`} {...register("provider")}>
          {TENANT_MOBILE_MONEY_PROVIDERS.map((p) => (
            <option key={p} value={p}>
              {p}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        label="Phone Number"
        htmlFor={`${id}-phone`}
        error={err("phoneNumber")}
        hint="The number that will approve the payment"
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
        label="Account Name"
        htmlFor={`${id}-name`}
        error={err("accountName")}
        hint="The name registered on the mobile money account"
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
        label={`Amount (${rules.currency})`}
        htmlFor={`${id}-amount`}
        error={err("amount")}
        hint={`From ${formatMoney(rules.minAmount, rules.currency)} to ${formatMoney(rules.maxAmount, rules.currency)}`}
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
        Save
      </Button>
    </form>
  );
}
