import {
  arrearsQuery,
  arrearsReport,
  collectionReport,
  incomeReport,
  maintenanceReport,
  occupancyReport,
  reportFileParams,
  reportFileQuery,
  reportQuery,
} from "../schemas/reports";
import { defineRoutes } from "./define";

const tags = ["reports"];

export const reportRoutes = defineRoutes("reports", {
  "reports.income": {
    access: "landlord",
    tags,
    summary:
      "Income statement of one of the landlord's properties or all: money collected by what it paid, expenses by category, net, per month or year",
    query: reportQuery,
    responses: { 200: incomeReport },
  },
  "reports.collection": {
    access: "landlord",
    tags,
    summary: "Collection rate per month or year: income charges due, money collected, collected ÷ due",
    query: reportQuery,
    responses: { 200: collectionReport },
  },
  "reports.arrears": {
    access: "landlord",
    tags,
    summary:
      "Arrears ageing at a day: open amounts by days past due (0–30, 31–60, 61–90, over 90) and a page of the tenants who owe them",
    query: arrearsQuery,
    responses: { 200: arrearsReport },
  },
  "reports.occupancy": {
    access: "landlord",
    tags,
    summary: "Occupancy per month or year: units, and units leased on the period's last day",
    query: reportQuery,
    responses: { 200: occupancyReport },
  },
  "reports.maintenance": {
    access: "landlord",
    tags,
    summary:
      "Maintenance cost per unit over the range: request costs and other repairs, the costliest units first",
    query: reportQuery,
    responses: { 200: maintenanceReport },
  },
  "reports.pdf": {
    access: "landlord",
    tags,
    summary: "A report as a PDF",
    params: reportFileParams,
    query: reportFileQuery,
    produces: ["application/pdf"],
  },
  "reports.csv": {
    access: "landlord",
    tags,
    summary: "A report's figures as CSV",
    params: reportFileParams,
    query: reportFileQuery,
    produces: ["text/csv"],
  },
});
