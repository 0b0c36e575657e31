import { Download } from "lucide-react";
import { useId, useState } from "react";
import { buttonClass } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, Input } from "@/components/ui/field";
import { href } from "@/lib/api";
import { monthBounds } from "@/lib/date-bounds";
import { todayInKampala } from "@/lib/format";
import { t } from "@/lib/i18n";

/** The month before this one in Kampala, as YYYY-MM. */
function lastMonth(): string {
  const [y, m] = todayInKampala().split("-").map(Number) as [number, number];
  const index = y * 12 + (m - 1) - 1;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/**
 * The dashboard's 'Report': the monthly statement of the property for a month that has ended, as a PDF or CSV
 * (downloads: the browser saves what the server sends).
 */
export function ReportDialog({
  open,
  onClose,
  propertyId,
  propertyName,
}: {
  open: boolean;
  onClose: () => void;
  propertyId: number;
  propertyName: string;
}) {
  const id = useId();
  const latest = lastMonth();
  const [month, setMonth] = useState(latest);
  const valid = /^\d{4}-\d{2}$/.test(month) && month <= latest;
  const link = (route: "statements.pdf" | "statements.csv") =>
    href(route, { params: { id: propertyId }, query: { month } });
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t("statements.dialogTitle")}
      description={t("statements.dialogText", { property: propertyName })}
    >
      <div className="space-y-4">
        <Field label={t("statements.monthLabel")} htmlFor={`${id}-month`}>
          <Input
            id={`${id}-month`}
            type="month"
            min={monthBounds("reportMonth").min}
            max={latest}
            value={month}
            onChange={(e) => setMonth(e.target.value)}
            data-testid="statement-month"
          />
        </Field>
        <div className="flex flex-col gap-2 sm:flex-row">
          {(["statements.pdf", "statements.csv"] as const).map((route) => (
            <a
              key={route}
              href={valid ? link(route) : undefined}
              aria-disabled={!valid}
              download
              className={buttonClass(
                route === "statements.pdf" ? "primary" : "outline",
                valid ? "" : "pointer-events-none opacity-60",
              )}
            >
              <Download aria-hidden className="h-4 w-4" />
              {t(route === "statements.pdf" ? "statements.downloadPdf" : "statements.downloadCsv")}
            </a>
          ))}
        </div>
      </div>
    </Dialog>
  );
}
