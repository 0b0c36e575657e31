import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { LanguageSwitch } from "@/components/LanguageSwitch";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { t } from "@/lib/i18n";
import { Link } from "@/lib/navigation";
import { pagePath } from "@/lib/pages";
import type { TicketState } from "./use-signup-ticket";

const STEPS = ["signup.stepVerify", "signup.stepPassword", "signup.stepDetails"] as const;

export function StepIndicator({ step }: { step: 1 | 2 | 3 }) {
  return (
    <div className="w-full">
      <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">
        {t("signup.stepOf", { step, total: STEPS.length })}
      </p>
      <ol className="mt-2 grid grid-cols-3 gap-2" aria-label={t("signup.progress")}>
        {STEPS.map((name, i) => {
          const n = i + 1;
          return (
            <li key={name} aria-current={n === step ? "step" : undefined} className="flex flex-col gap-1">
              <span className={`h-1.5 rounded-full ${n <= step ? "bg-brand-600" : "bg-slate-200"}`} />
              <span className={`text-xs ${n === step ? "font-semibold text-slate-900" : "text-slate-500"}`}>
                {t(name)}
                {n < step && <span className="sr-only"> {t("signup.stepDone")}</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

/** The frame of every sign-up screen: back link, a centred card with the step indicator and title. */
export function SignupShell({
  step,
  title,
  subtitle,
  icon,
  wide = false,
  children,
  footer,
}: {
  step: 1 | 2 | 3;
  title: string;
  subtitle?: ReactNode;
  icon?: ReactNode;
  wide?: boolean;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <main className="min-h-dvh bg-gradient-to-b from-brand-50 to-white px-4 pt-4 pb-10 sm:pt-8">
      <div className={`mx-auto w-full ${wide ? "max-w-2xl" : "max-w-lg"}`}>
        <Link
          href={pagePath("/")}
          className="-ml-2 inline-flex min-h-11 items-center gap-2 rounded-md px-2 text-sm font-medium text-slate-700 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          {t("common.backToHome")}
        </Link>
        <Card className="mt-2 p-4 sm:p-8">
          <header className="space-y-4">
            <StepIndicator step={step} />
            <div className="flex items-start gap-3">
              {icon && (
                <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700">
                  {icon}
                </span>
              )}
              <div className="min-w-0">
                <h1 className="text-xl font-bold text-slate-900 sm:text-2xl">{title}</h1>
                {subtitle && <p className="mt-1 text-sm text-slate-600">{subtitle}</p>}
              </div>
            </div>
          </header>
          <div className="mt-6">{children}</div>
        </Card>
        {footer && <div className="mt-6 text-center text-sm text-slate-600">{footer}</div>}
        <div className="mt-4 flex justify-center">
          <LanguageSwitch />
        </div>
      </div>
    </main>
  );
}

/** What a screen shows while its sign-up ticket loads, fails to load, or redirects. */
export function TicketFallback({ state }: { state: Exclude<TicketState, { status: "ready" }> }) {
  if (state.status === "error") {
    return (
      <div className="space-y-4 text-center" role="alert">
        <p className="text-sm text-slate-700">{t("signup.ticketLoadFailed")}</p>
        <Button variant="outline" onClick={state.retry}>
          {t("common.tryAgain")}
        </Button>
      </div>
    );
  }
  return (
    <div className="flex justify-center py-10">
      <Spinner label={state.status === "redirecting" ? t("signup.redirecting") : t("signup.loadingTicket")} />
    </div>
  );
}
