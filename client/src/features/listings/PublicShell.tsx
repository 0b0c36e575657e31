import type { Message } from "@common/i18n/message";
import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Logo } from "@/components/layout/Logo";
import { Link } from "@/lib/navigation";
import type { PagePath } from "@/lib/pages";

/** The public search screens: the logo, one way back, and a wide content column. */
export function PublicShell({
  back,
  children,
}: {
  back: { href: PagePath; label: Message };
  children: ReactNode;
}) {
  return (
    <div className="min-h-dvh bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-2">
          <Logo />
          <Link
            href={back.href}
            className="inline-flex min-h-11 items-center gap-2 rounded-md px-2 text-sm font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <ArrowLeft aria-hidden className="h-4 w-4" />
            {back.label}
          </Link>
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-5 sm:py-8">{children}</main>
    </div>
  );
}
