import type { Message } from "@common/i18n/message";
import type { LucideIcon } from "lucide-react";
import { Link } from "@/lib/navigation";
import type { PagePath } from "@/lib/pages";

/** A count with its label and icon, linking to the list it counts (the dashboards' and boards' tiles). */
export function StatTile({
  href,
  label,
  count,
  Icon,
  tone,
}: {
  href: PagePath;
  label: Message;
  /** A dash while it loads. */
  count: number | undefined;
  Icon: LucideIcon;
  /** The icon's background and colour classes. */
  tone: string;
}) {
  return (
    <Link
      href={href}
      className="flex min-h-24 flex-col justify-between gap-2 rounded-xl border border-slate-200 bg-white p-3 shadow-sm transition-colors hover:border-brand-600 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:p-4"
    >
      <span aria-hidden className={`grid h-9 w-9 place-items-center rounded-lg ${tone}`}>
        <Icon className="h-5 w-5" />
      </span>
      <span>
        <span className="block text-2xl font-bold text-slate-900">{count ?? "–"}</span>
        <span className="block text-sm font-medium text-slate-600">{label}</span>
      </span>
    </Link>
  );
}
