import type { Message } from "@common/i18n/message";
import { EXPENSE_CATEGORIES } from "@common/schemas/expenses";
import { useProperties } from "@/features/properties/use-properties";
import { t } from "@/lib/i18n";
import { CATEGORY_LABELS } from "./labels";

/** The landlord's properties as a select's options, after `none` (the empty choice). */
export function PropertyOptions({ none }: { none: Message }) {
  const properties = useProperties();
  return (
    <>
      <option value="">{none}</option>
      {(properties.data ?? []).map((p) => (
        <option key={p.id} value={p.id}>
          {p.name}
        </option>
      ))}
    </>
  );
}

/** The expense categories as a select's options, after `none` (the empty choice). */
export function CategoryOptions({ none }: { none: Message }) {
  return (
    <>
      <option value="">{none}</option>
      {EXPENSE_CATEGORIES.map((c) => (
        <option key={c} value={c}>
          {t(CATEGORY_LABELS[c])}
        </option>
      ))}
    </>
  );
}
