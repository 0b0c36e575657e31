import type { PropertySummary } from "@common/schemas/properties";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";

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
      title="Are you sure?"
      description={
        archive
          ? "This property has lease history, so it will be archived: it disappears from your lists and its records are kept."
          : `This action cannot be undone. This will permanently delete ${property?.name ?? ""} and all associated data.`
      }
      footer={
        <>
          <Button variant="outline" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={onConfirm} disabled={pending}>
            {pending ? "Deleting..." : archive ? "Archive Property" : "Delete Property"}
          </Button>
        </>
      }
    />
  );
}
