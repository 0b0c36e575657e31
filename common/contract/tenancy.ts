import { accountStatementQuery, accountStatementView } from "../schemas/account-statement";
import { defineRoutes } from "./define";

const tags = ["tenancy"];

/** The tenancy account (issue 32): the statement of account, for the tenant of the lease and its landlord. */
export const tenancyRoutes = defineRoutes("tenancy", {
  "tenancy.statement": {
    access: "signedIn",
    tags,
    summary:
      "The statement of account of a lease for a period: opening balance, each charge and payment with the running balance, closing balance. The lease's tenant or its property's landlord; anyone else 404",
    query: accountStatementQuery,
    responses: { 200: accountStatementView },
  },
  "tenancy.statementPdf": {
    access: "signedIn",
    tags,
    summary: "The statement of account as a PDF",
    query: accountStatementQuery,
    produces: ["application/pdf"],
  },
  "tenancy.statementCsv": {
    access: "signedIn",
    tags,
    summary: "The statement of account as CSV (UTF-8 with BOM, CRLF, formulas escaped)",
    query: accountStatementQuery,
    produces: ["text/csv"],
  },
});
