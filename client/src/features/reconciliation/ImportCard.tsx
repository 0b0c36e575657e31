import type { MessageKey } from "@common/i18n/keys";
import type { Message } from "@common/i18n/message";
import { MAX_STATEMENT_BYTES, parseCsv } from "@common/reconciliation/csv";
import {
  COLUMN_ROLES,
  type ColumnMapping,
  type ColumnRole,
  columnIndex,
  fromMappingView,
  guessMapping,
  HEADER_SEARCH_ROWS,
  statementColumns,
} from "@common/reconciliation/mapping";
import { FileUp } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Field, Input, Select } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import { BankOptions } from "@/features/payouts/BankOptions";
import type { ApiOutput } from "@/lib/api";
import { ApiError } from "@/lib/api";
import { apiErrorMessage } from "@/lib/errors";
import { t } from "@/lib/i18n";
import { useImportStatement, useRememberedMapping } from "./queries";

type ImportResult = ApiOutput<"reconciliation.import">;

const ROLE_LABEL: Record<ColumnRole, MessageKey> = {
  date: "reconcile.columnDate",
  amount: "reconcile.columnAmount",
  description: "reconcile.columnDescription",
  reference: "reconcile.columnReference",
  balance: "reconcile.columnBalance",
};
const FIELD: Record<ColumnRole, string> = {
  date: "dateColumn",
  amount: "amountColumn",
  description: "descriptionColumn",
  reference: "referenceColumn",
  balance: "balanceColumn",
};
const REQUIRED: readonly ColumnRole[] = ["date", "amount"];
const SKIP_REASON = {
  date: "reconcile.skippedDate",
  amount: "reconcile.skippedAmount",
  fraction: "reconcile.skippedFraction",
  future: "reconcile.skippedFuture",
} as const;
/** The browser reads this much of the file for its header (the server reads it all). */
const HEAD_BYTES = 64 * 1024;

/** Each role's column in this header: the one remembered for the bank when the file has it, else the guess. */
function defaultColumns(columns: readonly string[], remembered: ColumnMapping): ColumnMapping {
  const guessed = guessMapping(columns);
  const chosen: ColumnMapping = {};
  for (const role of COLUMN_ROLES) {
    const saved = remembered[role];
    const pick =
      saved && columnIndex(columns, saved) !== -1 ? columns[columnIndex(columns, saved)] : guessed[role];
    if (pick) chosen[role] = pick;
  }
  return chosen;
}

/**
 * 'Upload a statement': the bank, the CSV file, and which column holds what, pre-filled from the mapping
 * remembered for the bank or guessed from the file's header (read here, in the browser).
 */
export function ImportCard({
  online,
  onImported,
}: {
  online: boolean;
  onImported: (statementId: string) => void;
}) {
  const id = useId();
  const [bank, setBank] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [rows, setRows] = useState<string[][]>([]);
  const [overrides, setOverrides] = useState<ColumnMapping>({});
  const [errors, setErrors] = useState<Record<string, Message>>({});
  const [result, setResult] = useState<ImportResult | null>(null);
  const remembered = fromMappingView(useRememberedMapping(bank).data?.mapping);
  const columns = statementColumns(rows, remembered);
  const defaults = defaultColumns(columns, remembered);
  const mapping: ColumnMapping = { ...defaults, ...overrides };
  const importing = useImportStatement();
  const fileInput = useRef<HTMLInputElement>(null);

  const chooseFile = async (chosen: File | null) => {
    setFile(chosen);
    setOverrides({});
    setResult(null);
    setErrors({});
    if (!chosen) return setRows([]);
    if (chosen.size > MAX_STATEMENT_BYTES) {
      setRows([]);
      return setErrors({ file: t("reconcile.fileTooLarge") });
    }
    const head = await chosen.slice(0, HEAD_BYTES).text();
    setRows(parseCsv(head, { maxRows: HEADER_SEARCH_ROWS }).rows);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found: Record<string, Message> = {};
    if (!bank) found.bank = t("reconcile.bankRequired");
    if (!file) found.file = t("reconcile.noFile");
    else if (file.size > MAX_STATEMENT_BYTES) found.file = t("reconcile.fileTooLarge");
    if (columns.length > 0)
      for (const role of REQUIRED) if (!mapping[role]) found[FIELD[role]] = t("reconcile.columnRequired");
    setErrors(found);
    if (Object.keys(found).length > 0 || !file) return;
    const form = new FormData();
    form.append("bank", bank);
    // Only columns of a header this page could read are sent; otherwise the server remembers or guesses them.
    if (columns.length > 0) for (const role of COLUMN_ROLES) form.append(FIELD[role], mapping[role] ?? "");
    form.append("file", file, file.name);
    setResult(null);
    importing.mutate(form, {
      onSuccess: (r) => {
        // Ready for the next export of the same bank.
        if (fileInput.current) fileInput.current.value = "";
        setFile(null);
        setRows([]);
        setOverrides({});
        setResult(r);
        toast({
          title: t("reconcile.importedTitle"),
          description:
            r.newLines === 0
              ? t("reconcile.importedNothingNew", { count: r.creditLines })
              : t("reconcile.importedSummary", {
                  count: r.newLines,
                  matched: r.matched,
                  suggested: r.suggested,
                  unmatched: r.unmatched,
                }),
        });
        onImported(r.statementId);
      },
      onError: (err) => {
        if (err instanceof ApiError && err.fields) setErrors(err.fields);
      },
    });
  };

  const columnOptions = (role: ColumnRole) => (
    <>
      <option value="">{t(REQUIRED.includes(role) ? "reconcile.chooseColumn" : "reconcile.noColumn")}</option>
      {columns.map((c) => (
        <option key={c} value={c}>
          {c}
        </option>
      ))}
    </>
  );

  return (
    <Card className="p-4 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">{t("reconcile.uploadHeading")}</h2>
      <p className="mt-1 text-sm text-slate-600">{t("reconcile.uploadText")}</p>
      <form onSubmit={submit} noValidate className="mt-4 space-y-4" aria-label={t("reconcile.uploadHeading")}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t("reconcile.bank")} htmlFor={`${id}-bank`} error={errors.bank}>
            <Select
              id={`${id}-bank`}
              value={bank}
              onChange={(e) => {
                setBank(e.target.value);
                setOverrides({});
              }}
              aria-invalid={Boolean(errors.bank)}
            >
              <BankOptions placeholder={t("reconcile.chooseBank")} />
            </Select>
          </Field>
          <Field
            label={t("reconcile.file")}
            htmlFor={`${id}-file`}
            error={errors.file}
            hint={t("reconcile.fileHint")}
          >
            <Input
              ref={fileInput}
              id={`${id}-file`}
              type="file"
              accept=".csv,text/csv,text/plain"
              onChange={(e) => void chooseFile(e.target.files?.[0] ?? null)}
              aria-invalid={Boolean(errors.file)}
              className="file:mr-3 file:rounded file:border-0 file:bg-brand-50 file:px-3 file:py-1 file:text-sm file:font-medium file:text-brand-700"
            />
          </Field>
        </div>

        {columns.length > 0 && (
          <fieldset className="space-y-3">
            <legend className="text-sm font-semibold text-slate-800">{t("reconcile.columnsHeading")}</legend>
            <p className="text-sm text-slate-600">
              {t(remembered.amount ? "reconcile.columnsRemembered" : "reconcile.columnsGuessed")}
            </p>
            <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
              {COLUMN_ROLES.map((role) => (
                <Field
                  key={role}
                  label={t(ROLE_LABEL[role])}
                  htmlFor={`${id}-${role}`}
                  error={errors[FIELD[role]]}
                >
                  <Select
                    id={`${id}-${role}`}
                    value={mapping[role] ?? ""}
                    onChange={(e) => setOverrides((o) => ({ ...o, [role]: e.target.value }))}
                    aria-invalid={Boolean(errors[FIELD[role]])}
                  >
                    {columnOptions(role)}
                  </Select>
                </Field>
              ))}
            </div>
          </fieldset>
        )}

        {importing.isError && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
            {apiErrorMessage(importing.error, t("reconcile.importFailed"), t("common.networkError"))}
          </p>
        )}
        {result && result.skippedCount > 0 && (
          <div role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
            <p className="font-medium">{t("reconcile.skippedRows", { count: result.skippedCount })}</p>
            <ul className="mt-1 list-disc space-y-0.5 pl-5">
              {result.skipped.map((s) => (
                <li key={s.row}>{t(SKIP_REASON[s.reason], { row: s.row, value: s.value })}</li>
              ))}
            </ul>
          </div>
        )}
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <Button type="submit" disabled={importing.isPending || !online} className="w-full sm:w-auto">
            <FileUp aria-hidden className="h-4 w-4" />
            {importing.isPending ? t("reconcile.importing") : t("reconcile.importButton")}
          </Button>
          {!online && <p className="text-sm text-slate-600">{t("reconcile.offlineImport")}</p>}
        </div>
      </form>
    </Card>
  );
}
