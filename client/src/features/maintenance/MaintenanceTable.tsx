import type { MaintenanceRequestDto } from "@common/schemas/maintenance";
import { useState } from "react";
import { ResponsiveTable } from "@/components/ui/responsive-table";
import { t } from "@/lib/i18n";
import { MaintenanceRow } from "./MaintenanceRow";
import { PhotoDialog } from "./PhotoDialog";
import { RecordCostDialog } from "./RecordCostDialog";
import { type SaveMode, useRowEditor } from "./useRowEditor";

/** The maintenance requests of a board, edited inline one row at a time. */
export function MaintenanceTable({
  rows,
  mode,
  caption,
}: {
  rows: MaintenanceRequestDto[];
  mode: SaveMode;
  caption: string;
}) {
  const editor = useRowEditor(mode);
  const [photosOf, setPhotosOf] = useState<MaintenanceRequestDto | null>(null);
  const [costOf, setCostOf] = useState<MaintenanceRequestDto | null>(null);
  const columns = [
    t("common.unit"),
    t("common.tenant"),
    t("maintenance.columnIssue"),
    t("maintenance.columnPriority"),
    t("common.status"),
    t("maintenance.columnRequested"),
    t("maintenance.columnPlannedFix"),
    t("common.notes"),
    t("common.actions"),
  ];
  return (
    <>
      {/* Nine columns: on narrow wide screens the table scrolls inside its box, never the page. */}
      <div className="md:overflow-x-auto md:rounded-xl">
        <ResponsiveTable caption={caption} columns={columns}>
          {rows.map((r) => (
            <MaintenanceRow
              key={r.id}
              r={r}
              editor={editor}
              fullEdit={mode !== "status"}
              onPhotos={setPhotosOf}
              onCost={setCostOf}
            />
          ))}
        </ResponsiveTable>
      </div>
      <PhotoDialog request={photosOf} onClose={() => setPhotosOf(null)} />
      {costOf && <RecordCostDialog request={costOf} onClose={() => setCostOf(null)} />}
    </>
  );
}
