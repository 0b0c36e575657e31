import {
  assignLineInput,
  assignLineResult,
  confirmLinesInput,
  confirmLinesResult,
  leaseChoice,
  statementImportForm,
  statementImportResult,
  statementLinesQuery,
  statementLinesResponse,
  statementListQuery,
  statementListResponse,
  statementMappingQuery,
  statementMappingResponse,
} from "../schemas/reconciliation";
import { uuidParam } from "../schemas/shared";
import { z } from "../schemas/zod";
import { defineRoutes } from "./define";

const tags = ["reconciliation"];

export const reconciliationRoutes = defineRoutes("reconciliation", {
  "reconciliation.import": {
    access: "landlord",
    tags,
    summary:
      "Imports a bank statement CSV: its credit lines are matched to the landlord's leases (by payment reference, else by amount and tenant name); lines already imported from an overlapping statement are not stored again",
    forms: { "multipart/form-data": statementImportForm },
    responses: { 201: statementImportResult },
  },
  "reconciliation.list": {
    access: "landlord",
    tags,
    summary: "The landlord's statement uploads, newest first",
    query: statementListQuery,
    responses: { 200: statementListResponse },
  },
  "reconciliation.mapping": {
    access: "landlord",
    tags,
    summary: "The column mapping remembered for a bank's exports, or null",
    query: statementMappingQuery,
    responses: { 200: statementMappingResponse },
  },
  "reconciliation.leases": {
    access: "landlord",
    tags,
    summary:
      "The leases a statement line can be assigned to (current tenancies of the landlord's properties)",
    responses: { 200: z.array(leaseChoice) },
  },
  "reconciliation.lines": {
    access: "landlord",
    tags,
    summary: "A statement's lines, by status, with their leases",
    params: uuidParam,
    query: statementLinesQuery,
    responses: { 200: statementLinesResponse },
  },
  "reconciliation.confirm": {
    access: "landlord",
    tags,
    summary:
      "Confirms matched and suggested lines: each credits its lease once (or proves a payment already recorded or a tenant's proof)",
    body: confirmLinesInput,
    responses: { 200: confirmLinesResult },
  },
  "reconciliation.assign": {
    access: "landlord",
    tags,
    summary: "Assigns a line to one of the landlord's leases and confirms it",
    params: uuidParam,
    body: assignLineInput,
    responses: { 200: assignLineResult },
  },
  "reconciliation.ignore": {
    access: "landlord",
    tags,
    summary: "Marks a line as not rent (it is never credited)",
    params: uuidParam,
    responses: { 200: z.object({ success: z.literal(true) }) },
  },
});
