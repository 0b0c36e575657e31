import { CURRENCIES, type Currency, RENT_HINTS, UNIT_READINESS_LABEL_KEYS } from "@common/constants";
import { formatMoney } from "@common/money";
import type { UnitRow } from "@common/schemas/units";
import type { FieldErrors, UseFormRegister, UseFormSetValue } from "react-hook-form";
import { Field, Input, Select } from "@/components/ui/field";
import { dayBounds } from "@/lib/date-bounds";
import { formMessage, t } from "@/lib/i18n";
import { amountInputValue } from "@/lib/money-input";
import type { LeaseFormValues } from "./lease-form";

interface Props {
  idBase: string;
  register: UseFormRegister<LeaseFormValues>;
  errors: FieldErrors<LeaseFormValues>;
}

const invalid = (errors: FieldErrors<LeaseFormValues>, name: keyof LeaseFormValues) =>
  errors[name] ? true : undefined;

function unitOptionLabel(u: UnitRow): string {
  const rooms = t("units.bedroomsShort", { count: u.bedrooms });
  const parts = [u.unitNumber, rooms, formatMoney(u.rent, u.rentCurrency)];
  if (u.readiness !== "ready") parts.push(t(UNIT_READINESS_LABEL_KEYS[u.readiness]));
  return parts.join(" · ");
}

/** The vacant unit to let; choosing one fills the monthly rent and currency from the unit. */
export function UnitSelectField({
  idBase,
  register,
  errors,
  setValue,
  units,
  loading,
  failed,
}: Props & {
  setValue: UseFormSetValue<LeaseFormValues>;
  units: UnitRow[] | undefined;
  loading: boolean;
  failed: boolean;
}) {
  const id = `${idBase}-unit`;
  const none = !loading && !failed && (units?.length ?? 0) === 0;
  const hint = loading
    ? t("leases.loadingUnits")
    : failed
      ? t("leases.unitsFailed")
      : none
        ? t("leases.noVacantUnits")
        : undefined;
  return (
    <Field label={t("common.unit")} htmlFor={id} error={formMessage(errors.unitId)} hint={hint}>
      <Select
        id={id}
        aria-invalid={invalid(errors, "unitId")}
        disabled={loading || none}
        {...register("unitId", {
          onChange: (e: { target: { value: string } }) => {
            const unit = units?.find((u) => String(u.id) === e.target.value);
            if (!unit) return;
            setValue("currency", unit.rentCurrency);
            setValue("monthlyRent", unit.rent > 0 ? amountInputValue(unit.rent, unit.rentCurrency) : "");
          },
        })}
      >
        <option value="">{loading ? t("common.loading") : t("leases.chooseVacantUnit")}</option>
        {units?.map((u) => (
          <option key={u.id} value={String(u.id)}>
            {unitOptionLabel(u)}
          </option>
        ))}
      </Select>
    </Field>
  );
}

function LeaseDatesFields({ idBase, register, errors }: Props) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field
        label={t("leases.fieldStartDate")}
        htmlFor={`${idBase}-start`}
        error={formMessage(errors.startDate)}
      >
        <Input
          id={`${idBase}-start`}
          type="date"
          {...dayBounds("leaseStart")}
          aria-invalid={invalid(errors, "startDate")}
          {...register("startDate")}
        />
      </Field>
      <Field label={t("leases.fieldEndDate")} htmlFor={`${idBase}-end`} error={formMessage(errors.endDate)}>
        <Input
          id={`${idBase}-end`}
          type="date"
          {...dayBounds("leaseEnd")}
          aria-invalid={invalid(errors, "endDate")}
          {...register("endDate")}
        />
      </Field>
    </div>
  );
}

const amountHint = (currency: Currency) =>
  t(currency === "USD" ? "leases.amountHintUsd" : "leases.amountHintUgx");

function RentFields({ idBase, register, errors, currency }: Props & { currency: Currency }) {
  return (
    <>
      <div className="grid grid-cols-[minmax(0,1fr)_6.5rem] gap-3">
        <Field
          label={t("leases.fieldMonthlyRent")}
          htmlFor={`${idBase}-rent`}
          error={formMessage(errors.monthlyRent)}
          hint={amountHint(currency)}
        >
          <Input
            id={`${idBase}-rent`}
            inputMode="decimal"
            autoComplete="off"
            placeholder={String(RENT_HINTS[currency])}
            aria-invalid={invalid(errors, "monthlyRent")}
            {...register("monthlyRent")}
          />
        </Field>
        <Field
          label={t("leases.fieldCurrency")}
          htmlFor={`${idBase}-currency`}
          error={formMessage(errors.currency)}
        >
          <Select id={`${idBase}-currency`} {...register("currency")}>
            {CURRENCIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <Field
        label={t("leases.fieldDeposit")}
        htmlFor={`${idBase}-deposit`}
        error={formMessage(errors.deposit)}
        hint={t("leases.depositHint", { currency })}
      >
        <Input
          id={`${idBase}-deposit`}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0"
          aria-invalid={invalid(errors, "deposit")}
          {...register("deposit")}
        />
      </Field>
    </>
  );
}

/** The terms every new lease has: its dates, the monthly rent with its currency, and the deposit. */
export function LeaseTermsFields(props: Props & { currency: Currency }) {
  return (
    <>
      <LeaseDatesFields {...props} />
      <RentFields {...props} />
    </>
  );
}
