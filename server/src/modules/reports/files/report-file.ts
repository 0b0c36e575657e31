import type { ReportFileQuery, ReportName, ReportScope } from "../../../../../common/schemas/reports";
import type { SessionUser } from "../../../platform/auth/session";
import { toCsv } from "../../../platform/csv";
import type { Translator } from "../../../platform/i18n";
import { readArrears } from "../service/arrears";
import { readCollection, readIncome } from "../service/books";
import type { ReportDeps } from "../service/common";
import { readMaintenance, readOccupancy } from "../service/units";
import { reportPdf } from "./pdf";
import {
  arrearsTables,
  collectionTable,
  incomeTables,
  maintenanceTable,
  occupancyTable,
  type Table,
} from "./tables";

/** A download lists more tenants in arrears than a screen's page. */
const FILE_ARREARS_ROWS = 2_000;

interface ReportFile {
  title: string;
  scope: ReportScope & { asOf?: string };
  csv: Table[];
  pdf: Table[];
  note: string;
}

/** Reads a report as its screen does (the same access check and figures) and lays it out as tables. */
async function reportFile(
  deps: ReportDeps,
  caller: SessionUser,
  report: ReportName,
  query: ReportFileQuery,
  tr: Translator,
): Promise<ReportFile> {
  const title = tr.t(`reports.${report}`);
  const note = tr.t(
    `reports.note${report[0]!.toUpperCase()}${report.slice(1)}` as
      | "reports.noteIncome"
      | "reports.noteCollection"
      | "reports.noteArrears"
      | "reports.noteOccupancy"
      | "reports.noteMaintenance",
  );
  const one = (scope: ReportScope, table: Table) => ({ title, note, scope, csv: [table], pdf: [table] });
  switch (report) {
    case "income": {
      const r = await readIncome(deps, caller, query);
      return { title, note, scope: r.scope, ...incomeTables(r, tr) };
    }
    case "collection": {
      const r = await readCollection(deps, caller, query);
      return one(r.scope, collectionTable(r, tr));
    }
    case "arrears": {
      const r = await readArrears(deps, caller, query, { pageSize: FILE_ARREARS_ROWS });
      const tables = arrearsTables(r, tr);
      return { title, note, scope: r.scope, csv: tables, pdf: tables };
    }
    case "occupancy": {
      const r = await readOccupancy(deps, caller, query);
      return one(r.scope, occupancyTable(r, tr));
    }
    case "maintenance": {
      const r = await readMaintenance(deps, caller, query);
      return one(r.scope, maintenanceTable(r, tr));
    }
  }
}

/** "report-income-2025-07-01-2026-06-30.csv" */
const fileName = (report: ReportName, scope: ReportFile["scope"], ext: string) =>
  `report-${report}-${scope.asOf ?? `${scope.from}-${scope.to}`}.${ext}`;

/** The report's tables one after another, a blank line between them; figures as numbers. */
export async function reportCsv(
  deps: ReportDeps,
  caller: SessionUser,
  report: ReportName,
  query: ReportFileQuery,
  tr: Translator,
) {
  const file = await reportFile(deps, caller, report, query, tr);
  const rows = file.csv.flatMap((t, i) => [...(i > 0 ? [[]] : []), t.columns.map((c) => c.label), ...t.rows]);
  return { name: fileName(report, file.scope, "csv"), body: toCsv(rows) };
}

export async function reportPdfFile(
  deps: ReportDeps,
  caller: SessionUser,
  report: ReportName,
  query: ReportFileQuery,
  tr: Translator,
) {
  const file = await reportFile(deps, caller, report, query, tr);
  const pdf = await reportPdf({ ...file, tables: file.pdf }, tr);
  return { name: fileName(report, file.scope, "pdf"), body: Buffer.from(pdf) };
}
