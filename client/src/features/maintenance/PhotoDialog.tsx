import type { MaintenanceRequestDto } from "@common/schemas/maintenance";
import { Dialog } from "@/components/ui/dialog";
import { issueOf, unitOf } from "@/features/maintenance/labels";
import { useMaintenanceRequest } from "@/features/maintenance/queries";
import { t } from "@/lib/i18n";

/** The full-size photos of a request (the list carries only the first thumbnail; the detail has them all). */
export function PhotoDialog({
  request,
  onClose,
}: {
  request: MaintenanceRequestDto | null;
  onClose: () => void;
}) {
  const detail = useMaintenanceRequest(request?.id ?? null);
  const first = request?.imageUrl?.replace(/\/thumb$/, "");
  const photos = detail.data?.photos.map((p) => p.url) ?? (first ? [first] : []);
  const issue = request ? issueOf(request) : t("maintenance.request");
  return (
    <Dialog
      open={request !== null}
      onClose={onClose}
      wide
      title={request ? t("maintenance.photosOf", { issue }) : t("photos.label")}
      description={request ? t("maintenance.unitNumber", { unit: unitOf(request) }) : undefined}
    >
      <ul className="space-y-3">
        {photos.map((url, i) => (
          <li key={url}>
            <img
              src={url}
              alt={t("maintenance.photoAlt", { issue, index: i + 1, count: photos.length })}
              className="mx-auto max-h-[70dvh] w-auto max-w-full rounded-lg border border-slate-200 object-contain"
            />
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
