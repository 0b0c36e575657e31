import type { PropertySummary } from "@common/schemas/properties";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { t } from "@/lib/i18n";

/**
 * Confirms deleting a property. One with lease history is archived instead (hidden from lists, records kept),
 * and the dialog says so.
 */
export function DeletePropertyDialog({
  property,
  pending,
  onCancel,
  onConfirm,
}: {
  property: PropertySummary | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const archive = property?.hasHistory ?? false;
  return (
    <Dialog
      open={property !== null}
      onClose={() => {
        if (!pending) onCancel();
      }}
      title={t("properties.deleteConfirmTitle")}
      description={
        archive
          ? t("properties.archiveConfirmBody")
          : t("properties.deleteConfirmBody", { name: property?.name ?? "" })
      }
      footer={
        <>
          <Button variant="outline" onClick={onCancel} disabled={pending}>
            {t("common.cancel")}
          </Button>
          <Button variant="destructive" onClick={onConfirm} disabled={pending}>
            {pending
              ? t("common.deleting")
              : archive
                ? t("properties.archiveProperty")
                : t("properties.deleteProperty")}
          </Button>
        </>
      }
    />
  );
}
