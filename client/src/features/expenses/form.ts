import type { Message } from "@common/i18n/message";
import { msg } from "@common/i18n/message";
import { type Expense, type ExpenseCategory, expenseFields } from "@common/schemas/expenses";

/** What an expense cost, as typed: the fields 'Add Expense' and a repair's 'Record Cost' share. */
export interface ExpenseCostValues {
  amount: string;
  spentOn: string;
  payee: string;
  note: string;
}

/** The 'Add Expense' form as typed: every field text, as the multipart form sends it. */
export interface ExpenseFormValues extends ExpenseCostValues {
  propertyId: string;
  unitId: string;
  category: ExpenseCategory | "";
}

const RECEIPT_TYPES = ["image/jpeg", "image/png", "image/webp", "application/pdf"];
const MAX_RECEIPT_BYTES = 10 * 1024 * 1024;

/** An amount as people type it (350,000 or 350 000): the digits, so the schema sees a whole number. */
export const amountDigits = (text: string) => text.replace(/[\s,]/g, "");

/** Each field's first message from a schema's issues. */
export function fieldErrorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const errors: Record<string, Message> = {};
  for (const issue of issues) errors[String(issue.path[0])] ??= issue.message as Message;
  return errors;
}

/**
 * The form's problems, field by field, in the shared schema's words (the server checks the same schema), and the
 * receipt's type and size as the browser reports them (the server sniffs the bytes again).
 */
export function expenseFormErrors(v: ExpenseFormValues, receipt: File | null): Record<string, Message> {
  const parsed = expenseFields.safeParse({ ...v, amount: amountDigits(v.amount) });
  const errors: Record<string, Message> = parsed.success ? {} : fieldErrorsOf(parsed.error.issues);
  if (receipt && !RECEIPT_TYPES.includes(receipt.type)) errors.receipt = msg("expenses.receiptType");
  else if (receipt && receipt.size > MAX_RECEIPT_BYTES)
    errors.receipt = msg("errors.FILE_TOO_LARGE", { max: MAX_RECEIPT_BYTES / (1024 * 1024) });
  return errors;
}

/** The multipart body: the fields (the amount as digits), and the receipt when one was chosen. */
export function expenseFormData(v: ExpenseCostValues, receipt: File | null): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...v, amount: amountDigits(v.amount) }))
    form.append(name, value);
  if (receipt) form.append("receipt", receipt);
  return form;
}

export function formValuesOf(
  e: Expense | null,
  propertyId: number | undefined,
  today: string,
): ExpenseFormValues {
  if (!e)
    return {
      propertyId: propertyId ? String(propertyId) : "",
      unitId: "",
      category: "",
      amount: "",
      spentOn: today,
      payee: "",
      note: "",
    };
  return {
    propertyId: String(e.propertyId),
    unitId: e.unitId === null ? "" : String(e.unitId),
    category: e.category,
    amount: String(e.amount),
    spentOn: e.spentOn,
    payee: e.payee,
    note: e.note,
  };
}
