import type { Message } from "@common/i18n/message";
import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import type { MessageNode } from "@/lib/i18n";
import { Link } from "@/lib/navigation";
import type { PagePath } from "@/lib/pages";
import { LandlordHeader } from "./LandlordHeader";

/** The landlord portfolio screens: header, an optional back link, a title with a line under it, content. */
export function PageShell({
  title,
  subtitle,
  back,
  actions,
  width = "narrow",
  children,
}: {
  title: Message;
  subtitle?: MessageNode;
  back?: { href: PagePath; label: Message };
  actions?: ReactNode;
  width?: "narrow" | "wide";
  children: ReactNode;
}) {
  return (
    <div className="min-h-dvh bg-slate-50">
      <LandlordHeader />
      <main className={`mx-auto ${width === "wide" ? "max-w-5xl" : "max-w-3xl"} px-4 py-5 sm:py-8`}>
        {back && <BackLink href={back.href}>{back.label}</BackLink>}
        <div className="mb-5 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div className="min-w-0">
            <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
            {subtitle && <p className="mt-1 text-slate-600">{subtitle}</p>}
          </div>
          {actions}
        </div>
        {children}
      </main>
    </div>
  );
}

export function BackLink({ href, children }: { href: PagePath; children: Message }) {
  return (
    <Link
      href={href}
      className="-ml-2 mb-2 inline-flex min-h-11 items-center gap-2 rounded-md px-2 text-sm font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <ArrowLeft aria-hidden className="h-4 w-4" />
      {children}
    </Link>
  );
}

/** A titled card of a form. */
export function FormCard({
  title,
  description,
  icon,
  children,
}: {
  title: Message;
  description?: MessageNode;
  icon?: ReactNode;
  children: ReactNode;
}) {
  const id = `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  return (
    <section
      aria-labelledby={id}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="mb-4 flex items-start gap-3">
        {icon && (
          <span
            aria-hidden
            className="grid h-9 w-9 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700"
          >
            {icon}
          </span>
        )}
        <div className="min-w-0">
          <h2 id={id} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          {description && <p className="mt-0.5 text-sm text-slate-600">{description}</p>}
        </div>
      </div>
      {children}
    </section>
  );
}
