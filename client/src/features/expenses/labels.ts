import type { MessageKey } from "@common/i18n/keys";
import type { ExpenseCategory } from "@common/schemas/expenses";

export const CATEGORY_LABELS: Record<ExpenseCategory, MessageKey> = {
  repairs: "expenses.category_repairs",
  utilities: "expenses.category_utilities",
  wages: "expenses.category_wages",
  security: "expenses.category_security",
  cleaning: "expenses.category_cleaning",
  insurance: "expenses.category_insurance",
  taxes_fees: "expenses.category_taxes_fees",
  other: "expenses.category_other",
};

export const REVISION_LABELS: Record<"created" | "edited" | "deleted", MessageKey> = {
  created: "expenses.revisionCreated",
  edited: "expenses.revisionEdited",
  deleted: "expenses.revisionDeleted",
};
