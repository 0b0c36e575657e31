import type { FastifyPluginAsync } from "fastify";
import { expenseFields } from "../../../../common/schemas/expenses";
import type { AppDeps } from "../../deps";
import { parseFields } from "../../platform/http/parse-fields";
import { route } from "../../platform/http/route";
import { sendPrivateDocument } from "../../platform/http/send-photo";
import { readReceiptForm } from "./form";
import { expenseHistory, listExpenses, readReceipt } from "./service/read";
import { createExpense, deleteExpense, updateExpense } from "./service/write";

const perUser = (max: number) => ({ config: { rateLimit: { max, timeWindow: "1 minute" } } });
const parseExpense = (raw: Record<string, string>) => parseFields(expenseFields, raw);

export const expenseRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  route(app, "expenses.list", ({ caller, query }) => listExpenses(deps, caller, query));
  route(
    app,
    "expenses.create",
    async ({ caller, req, headers }) => {
      const { fields, file } = await readReceiptForm(req, parseExpense);
      return createExpense(deps, caller, fields, file, headers["idempotency-key"]);
    },
    perUser(60),
  );
  route(
    app,
    "expenses.update",
    async ({ caller, req, params }) => {
      const { fields, file } = await readReceiptForm(req, parseExpense);
      return updateExpense(deps, caller, params.id, fields, file);
    },
    perUser(60),
  );
  route(app, "expenses.delete", ({ caller, params }) => deleteExpense(deps, caller, params.id));
  route(app, "expenses.history", ({ caller, params }) => expenseHistory(deps, caller, params.id));
  route(app, "expenses.receipt", async ({ caller, params, reply }) =>
    sendPrivateDocument(reply, await readReceipt(deps, caller, params.id), "expense-receipt"),
  );
};
