import { statementParams, statementQuery, statementView } from "../schemas/statements";
import { defineRoutes } from "./define";

const tags = ["statements"];

export const statementRoutes = defineRoutes("statements", {
  "statements.get": {
    access: "landlord",
    tags,
    summary:
      "The monthly statement of one of the landlord's properties: rent due, received and unpaid, arrears, occupancy, maintenance, fees",
    params: statementParams,
    query: statementQuery,
    responses: { 200: statementView },
  },
  "statements.pdf": {
    access: "landlord",
    tags,
    summary: "The monthly statement as a PDF",
    params: statementParams,
    query: statementQuery,
    produces: ["application/pdf"],
  },
  "statements.csv": {
    access: "landlord",
    tags,
    summary: "The monthly statement as CSV",
    params: statementParams,
    query: statementQuery,
    produces: ["text/csv"],
  },
});
