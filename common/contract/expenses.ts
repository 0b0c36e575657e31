import { expense, expenseForm, expenseHistory, expenseList, expenseListQuery } from "../schemas/expenses";
import { requiredIdempotencyHeaders } from "../schemas/rent";
import { uuidParam } from "../schemas/shared";
import { z } from "../schemas/zod";
import { defineRoutes } from "./define";

const tags = ["expenses"];

export const expenseRoutes = defineRoutes("expenses", {
  "expenses.list": {
    access: "landlord",
    tags,
    summary:
      "The landlord's expenses, newest first, by property, category and month, with the totals of all that match",
    query: expenseListQuery,
    responses: { 200: expenseList },
  },
  "expenses.create": {
    access: "landlord",
    tags,
    summary:
      "Records an expense of one of the landlord's properties, with an optional receipt (photo or PDF); the Idempotency-Key records it once",
    headers: requiredIdempotencyHeaders,
    forms: { "multipart/form-data": expenseForm },
    responses: { 201: expense },
  },
  "expenses.update": {
    access: "landlord",
    tags,
    summary:
      "Changes an expense (a new receipt replaces the old one); the version before is kept in its history",
    params: uuidParam,
    forms: { "multipart/form-data": expenseForm },
    responses: { 200: expense },
  },
  "expenses.delete": {
    access: "landlord",
    tags,
    summary: "Deletes an expense from the lists and totals; its history keeps it",
    params: uuidParam,
    responses: { 200: z.object({ deleted: z.literal(true) }) },
  },
  "expenses.history": {
    access: "landlord",
    tags,
    summary: "Every version of one expense, oldest first",
    params: uuidParam,
    responses: { 200: expenseHistory },
  },
  "expenses.receipt": {
    access: "landlord",
    tags,
    summary: "The expense's receipt, for the landlord of its property",
    params: uuidParam,
    produces: ["image/png", "image/jpeg", "image/webp", "application/pdf"],
  },
});
