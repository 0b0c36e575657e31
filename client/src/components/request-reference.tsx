import { t } from "@/lib/i18n";

/** The id of a failed request, for a person to quote to support. */
export function RequestReference({ id }: { id: string }) {
  return <p className="font-mono text-xs text-slate-500">{t("common.requestReference", { id })}</p>;
}
