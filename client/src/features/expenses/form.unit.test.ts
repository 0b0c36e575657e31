import { parseMessage } from "@common/i18n/message";
import { addDays } from "@common/kampala-calendar";
import { describe, expect, it } from "vitest";
import { todayInKampala } from "@/lib/format";
import { type ExpenseFormValues, expenseFormData, expenseFormErrors } from "./form";

const today = todayInKampala();
const good: ExpenseFormValues = {
  propertyId: "12",
  unitId: "",
  category: "security",
  amount: "450,000",
  spentOn: today,
  payee: "Guardian Security Ltd",
  note: "",
};
const keysOf = (errors: Record<string, string>) =>
  Object.fromEntries(Object.entries(errors).map(([field, m]) => [field, parseMessage(m)?.key ?? m]));
const photo = (type: string, size = 10) => new File([new Uint8Array(size)], "receipt", { type });

describe("the expense form", () => {
  it("accepts a filled form, with the amount typed with separators, and sends whole shillings", () => {
    expect(expenseFormErrors(good, photo("image/jpeg"))).toEqual({});
    const form = expenseFormData(good, photo("application/pdf"));
    expect(form.get("amount")).toBe("450000");
    expect(form.get("receipt")).toBeInstanceOf(File);
    expect(expenseFormData(good, null).get("receipt")).toBeNull();
  });

  it("names each field it refuses, in the shared schema's words", () => {
    const errors = expenseFormErrors(
      { ...good, propertyId: "", category: "", amount: "-3", spentOn: addDays(today, 1), payee: " " },
      null,
    );
    expect(keysOf(errors)).toMatchObject({
      propertyId: "expenses.propertyRequired",
      category: "expenses.categoryInvalid",
      amount: "expenses.amountInvalid",
      spentOn: "expenses.dateFuture",
      payee: "expenses.payeeRequired",
    });
    expect(keysOf(expenseFormErrors({ ...good, amount: "12.5" }, null))).toEqual({
      amount: "expenses.amountInvalid",
    });
    expect(keysOf(expenseFormErrors({ ...good, amount: "1000000000001" }, null))).toEqual({
      amount: "expenses.amountInvalid",
    });
  });

  it("takes a photo or a PDF of at most 10 MB as the receipt", () => {
    expect(keysOf(expenseFormErrors(good, photo("text/html")))).toEqual({ receipt: "expenses.receiptType" });
    expect(keysOf(expenseFormErrors(good, photo("image/png", 11 * 1024 * 1024)))).toEqual({
      receipt: "errors.FILE_TOO_LARGE",
    });
  });
});
