import type { Message } from "@common/i18n/message";
import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { LanguageSwitch } from "@/components/LanguageSwitch";
import { Logo } from "@/components/layout/Logo";
import { t } from "@/lib/i18n";
import { Link } from "@/lib/navigation";
import { pagePath } from "@/lib/pages";

/** The frame of the sign-in screens: logo, optional Back to Home link, a title and a card. */
export function SignInLayout({
  title,
  subtitle,
  backToHome,
  children,
  footer,
}: {
  title: Message;
  subtitle: Message;
  backToHome?: boolean;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="min-h-dvh bg-gradient-to-b from-brand-50 to-slate-50 px-4 py-4 sm:py-10">
      <div className="mx-auto w-full max-w-md">
        <div className="flex items-center justify-between gap-2">
          <Logo />
          {backToHome && (
            <Link
              href={pagePath("/")}
              className="inline-flex min-h-11 items-center gap-1 rounded-md px-2 text-sm font-medium text-brand-700 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <ArrowLeft aria-hidden className="h-4 w-4" />
              {t("common.backToHome")}
            </Link>
          )}
        </div>
        <main className="mt-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:mt-6 sm:p-8">
          <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
          <p className="mt-1 text-sm text-slate-600">{subtitle}</p>
          <div className="mt-6">{children}</div>
        </main>
        {footer && <div className="mt-6 space-y-2 text-center text-sm text-slate-600">{footer}</div>}
        <div className="mt-4 flex justify-center">
          <LanguageSwitch />
        </div>
      </div>
    </div>
  );
}

/** A labelled divider between parts of a sign-in card. */
export function Divider({ children }: { children: ReactNode }) {
  return (
    <div className="my-6 flex items-center gap-3 text-xs font-medium tracking-wide text-slate-500 uppercase">
      <span aria-hidden className="h-px flex-1 bg-slate-200" />
      {children}
      <span aria-hidden className="h-px flex-1 bg-slate-200" />
    </div>
  );
}

export const textLinkClass =
  "inline-flex min-h-11 items-center rounded-sm px-1 font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";
