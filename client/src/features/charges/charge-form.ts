import type { Message } from "@common/i18n/message";
import {
  type ChargeFrequency,
  type ChargeScope,
  type OneOffChargeInput,
  oneOffChargeInput,
  type RecurringChargeInput,
  recurringChargeInput,
} from "@common/schemas/charges";
import type { z } from "zod";
import { formMessage, t } from "@/lib/i18n";
import { AMOUNT_NOT_A_NUMBER, parseAmountInput } from "@/lib/money-input";

/** What the 'Add Charge' form holds, as typed. */
export interface ChargeFormValues {
  name: string;
  amount: string;
  frequency: ChargeFrequency;
  appliesTo: ChargeScope;
  unitIds: number[];
  firstDueDate: string;
  endDate: string;
}

export const newCharge = (today: string): ChargeFormValues => ({
  name: "",
  amount: "",
  frequency: "monthly",
  appliesTo: "property",
  unitIds: [],
  firstDueDate: today,
  endDate: "",
});

/** What the 'Charge Tenant' form holds, as typed. */
export interface OneOffFormValues {
  leaseId: string;
  amount: string;
  reason: string;
  dueDate: string;
}

export type Checked<T> = { ok: true; body: T } | { ok: false; errors: Record<string, Message> };

/** The messages of a failed parse, the first of each field. */
function errorsOf(error: z.ZodError): Record<string, Message> {
  const errors: Record<string, Message> = {};
  for (const issue of error.issues)
    errors[String(issue.path[0] ?? "form")] ??= formMessage(issue) ?? t("validation.invalid");
  return errors;
}

/** An amount typed in shillings: a number, or the field's message. */
function amountOf(text: string): number | Message {
  const amount = parseAmountInput(text, "UGX");
  return amount === null ? AMOUNT_NOT_A_NUMBER : amount;
}

/** Checks the 'Add Charge' form with the server's own schema; the body to send, or the messages per field. */
export function checkChargeForm(v: ChargeFormValues, propertyId: number): Checked<RecurringChargeInput> {
  const amount = amountOf(v.amount);
  const body: RecurringChargeInput = {
    propertyId,
    name: v.name,
    amount: typeof amount === "number" ? amount : 0,
    frequency: v.frequency,
    appliesTo: v.appliesTo,
    unitIds: v.appliesTo === "units" ? v.unitIds : [],
    firstDueDate: v.firstDueDate,
    endDate: v.endDate === "" ? null : v.endDate,
  };
  const r = recurringChargeInput.safeParse(body);
  const errors = r.success ? {} : errorsOf(r.error);
  if (typeof amount !== "number") errors.amount = amount;
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, body };
}

/** Checks the 'Charge Tenant' form the same way. */
export function checkOneOffForm(v: OneOffFormValues): Checked<OneOffChargeInput> {
  const amount = amountOf(v.amount);
  const body: OneOffChargeInput = {
    leaseId: v.leaseId,
    amount: typeof amount === "number" ? amount : 0,
    reason: v.reason,
    dueDate: v.dueDate,
  };
  const r = oneOffChargeInput.safeParse(body);
  const errors = r.success ? {} : errorsOf(r.error);
  if (typeof amount !== "number") errors.amount = amount;
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, body };
}
