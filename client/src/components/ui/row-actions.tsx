import type { ReactNode } from "react";
import { t } from "@/lib/i18n";
import { Button } from "./button";
import { ActionsCell } from "./responsive-table";

/**
 * The actions of an inline-edited table row (spec: one row at a time): Save and Cancel while the row is edited;
 * otherwise Edit and the row's own `children`, Edit disabled while another row is edited. `describedBy` names
 * the row (its unit) for screen readers.
 */
export function RowActions({
  editing,
  otherRowEditing,
  pending,
  describedBy,
  onSave,
  onCancel,
  onEdit,
  stacked = false,
  children,
}: {
  editing: boolean;
  otherRowEditing: boolean;
  pending: boolean;
  describedBy: string;
  onSave: () => void;
  onCancel: () => void;
  onEdit: () => void;
  /** Save above Cancel on wide screens (narrow action columns). */
  stacked?: boolean;
  children?: ReactNode;
}) {
  const editButtons = (
    <>
      <Button key="save" onClick={onSave} disabled={pending} aria-describedby={describedBy}>
        {pending ? t("common.saving") : t("common.save")}
      </Button>
      <Button
        key="cancel"
        variant="outline"
        onClick={onCancel}
        disabled={pending}
        aria-describedby={describedBy}
      >
        {t("common.cancel")}
      </Button>
    </>
  );
  return (
    <ActionsCell>
      {editing ? (
        stacked ? (
          <div className="contents md:flex md:flex-col md:gap-2">{editButtons}</div>
        ) : (
          editButtons
        )
      ) : (
        <>
          <Button
            key="edit"
            variant="outline"
            disabled={otherRowEditing}
            aria-describedby={describedBy}
            onClick={onEdit}
          >
            {t("common.edit")}
          </Button>
          {children}
        </>
      )}
    </ActionsCell>
  );
}
