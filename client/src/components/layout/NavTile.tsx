import type { Message } from "@common/i18n/message";
import type { LucideIcon } from "lucide-react";
import { Link } from "@/lib/navigation";
import type { PagePath } from "@/lib/pages";

/** A dashboard navigation tile: icon, title, one line of description. A plain link. */
export function NavTile({
  href,
  title,
  text,
  Icon,
}: {
  href: PagePath;
  title: Message;
  text: Message;
  Icon: LucideIcon;
}) {
  return (
    <Link
      href={href}
      className="flex min-h-24 flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition-colors hover:border-brand-600 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <span aria-hidden className="grid h-10 w-10 place-items-center rounded-lg bg-brand-100 text-brand-700">
        <Icon className="h-5 w-5" />
      </span>
      <span className="font-semibold text-slate-900">{title}</span>
      <span className="text-xs text-slate-600">{text}</span>
    </Link>
  );
}
