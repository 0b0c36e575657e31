import type { AccountStatementQuery } from "@common/schemas/account-statement";
import { href } from "@/lib/api";
import { useApiQuery } from "@/lib/query";

/** GET /api/tenancy/statement: the statement of account of a lease for a period. */
export function useAccountStatement(query: AccountStatementQuery | null) {
  return useApiQuery(
    "tenancy.statement",
    { query: query ?? { leaseId: "", from: "", to: "" } },
    {
      enabled: query !== null,
    },
  );
}

/** Where the statement downloads from, as a PDF or as CSV. */
export const statementFileUrl = (format: "pdf" | "csv", query: AccountStatementQuery) =>
  href(format === "pdf" ? "tenancy.statementPdf" : "tenancy.statementCsv", { query });
