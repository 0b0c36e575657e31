import type { Message } from "@common/i18n/message";
import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { type MessageNode, t } from "@/lib/i18n";
import { Link } from "@/lib/navigation";
import { DASHBOARD_PATH, type PagePath } from "@/lib/pages";

/** The title block of a landlord list screen: a back link, the title, a line under it, optional actions. */
export function PageHeading({
  title,
  subtitle,
  backHref = DASHBOARD_PATH,
  backLabel = t("common.backToDashboard"),
  actions,
}: {
  title: Message;
  subtitle?: MessageNode;
  backHref?: PagePath;
  backLabel?: Message;
  actions?: ReactNode;
}) {
  return (
    <div className="mb-5 space-y-3">
      <Link
        href={backHref}
        className="-ml-2 inline-flex min-h-11 items-center gap-1.5 rounded-md px-2 text-sm font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <ArrowLeft aria-hidden className="h-4 w-4" />
        {backLabel}
      </Link>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
          {subtitle && <div className="mt-1 text-sm text-slate-600">{subtitle}</div>}
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
    </div>
  );
}
