import type { Currency } from "@common/constants";
import type { Message } from "@common/i18n/message";
import { formatMoney } from "@common/money";
import type { ReactNode } from "react";
import { Input } from "@/components/ui/field";
import { ResponsiveCell } from "@/components/ui/responsive-table";
import { RowActions } from "@/components/ui/row-actions";
import { t, translateMessage } from "@/lib/i18n";
import type { RowEditor } from "./row-edit";

/** A cell's message; a catalogue message names the cell's column (`field`). */
function CellError({ id, message, field }: { id: string; message?: Message; field: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-1 text-left text-xs text-red-600">
      {translateMessage(message, { field })}
    </p>
  );
}

/** The Rent cell: the amount, or (`value` set) an amount input with the currency at its end. */
export function RentCell({
  id,
  amount,
  currency,
  value,
  error,
  onChange,
  inputClassName,
}: {
  id: string;
  amount: number;
  currency: Currency;
  value: string | null;
  error?: Message;
  onChange: (value: string) => void;
  inputClassName: string;
}) {
  const editing = value !== null;
  const label = t("units.colRent");
  return (
    <ResponsiveCell label={label} htmlFor={editing ? id : undefined}>
      {editing ? (
        <div className={inputClassName}>
          <div className="relative">
            <Input
              id={id}
              inputMode="decimal"
              value={value}
              onChange={(e) => onChange(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              className="pr-12"
            />
            <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-xs text-slate-500">
              {currency}
            </span>
          </div>
          <CellError id={`${id}-error`} message={error} field={label} />
        </div>
      ) : (
        <span className="font-medium whitespace-nowrap text-slate-900">{formatMoney(amount, currency)}</span>
      )}
    </ResponsiveCell>
  );
}

/** A free-text cell: the text (a dash when empty), or (`value` set) an input that takes the card's width on phones. */
export function TextCell({
  label,
  id,
  text,
  value,
  maxLength,
  error,
  onChange,
}: {
  label: string;
  id: string;
  text: string;
  value: string | null;
  maxLength: number;
  error?: Message;
  onChange: (value: string) => void;
}) {
  const editing = value !== null;
  return (
    <ResponsiveCell label={label} htmlFor={editing ? id : undefined} stack={editing}>
      {editing ? (
        <div className="w-full md:min-w-36">
          <Input
            id={id}
            value={value}
            maxLength={maxLength}
            onChange={(e) => onChange(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          <CellError id={`${id}-error`} message={error} field={label} />
        </div>
      ) : (
        <span className="text-slate-700">{text || t("common.emptyValue")}</span>
      )}
    </ResponsiveCell>
  );
}

/** A row's actions (RowActions) wired to the table's row editor. */
export function RowEditActions<Draft>({
  editor,
  rowId,
  unitLabelId,
  pending,
  onSave,
  onEdit,
  children,
}: {
  editor: RowEditor<Draft>;
  rowId: number;
  unitLabelId: string;
  pending: boolean;
  onSave: () => void;
  onEdit: () => void;
  children?: ReactNode;
}) {
  return (
    <RowActions
      editing={editor.editingId === rowId}
      otherRowEditing={editor.editingId !== null}
      pending={pending}
      describedBy={unitLabelId}
      onSave={onSave}
      onCancel={editor.stop}
      onEdit={onEdit}
    >
      {children}
    </RowActions>
  );
}
