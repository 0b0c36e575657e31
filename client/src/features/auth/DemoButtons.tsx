import type { Role } from "@common/constants";
import type { MessageKey } from "@common/i18n/keys";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { ApiError, call } from "@/lib/api";
import { t } from "@/lib/i18n";
import { useLocation } from "@/lib/navigation";
import type { PagePath } from "@/lib/pages";
import { useApplySession } from "./session";

export interface DemoOption {
  role: Role;
  label: MessageKey;
  /** Where the demo opens (the spec's route, not the answer's redirectTo). */
  to: PagePath;
}

// Once the server said demo mode is off (404), the demo buttons stay hidden for the rest of the visit.
let demoModeOff = false;

/**
 * Demo access buttons: POST /api/demo/session with the role gives a real session on that demo account of the
 * browser's own demo world (created on the first press, kept by a cookie for 24 hours, so pressing the other
 * role's button later switches roles in the same world); it becomes the current user. With DEMO_MODE=false the
 * call answers 404: the buttons hide.
 */
export function DemoButtons({
  options,
  heading,
  description,
  className = "",
}: {
  options: readonly DemoOption[];
  /** With a heading the buttons sit in their own titled panel, which hides with them. */
  heading?: string;
  description?: string;
  className?: string;
}) {
  const headingId = useId();
  const [hidden, setHidden] = useState(demoModeOff);
  const [busy, setBusy] = useState<Role | null>(null);
  const applySession = useApplySession();
  const [, navigate] = useLocation();

  if (hidden) return null;

  async function start({ role, to }: DemoOption) {
    setBusy(role);
    try {
      const result = await call("demo.session", { body: { role } });
      applySession(result.user);
      navigate(to);
    } catch (e) {
      if (e instanceof ApiError && e.status === 404) {
        demoModeOff = true;
        setHidden(true);
        toast({ title: t("demo.unavailableTitle"), description: t("demo.offOnThisServer") });
      } else {
        toast({
          title: t("demo.unavailableTitle"),
          description: e instanceof ApiError ? e.message : t("common.genericError"),
          variant: "destructive",
        });
      }
    } finally {
      setBusy(null);
    }
  }

  const buttons = (
    <div className={`grid gap-3 ${options.length > 1 ? "grid-cols-2" : ""} ${heading ? "mt-3" : className}`}>
      {options.map((o) => (
        <Button key={o.role} variant="outline" disabled={busy !== null} onClick={() => start(o)}>
          {busy === o.role ? t("demo.opening") : t(o.label)}
        </Button>
      ))}
    </div>
  );
  if (!heading) return buttons;
  return (
    <section aria-labelledby={headingId} className={`rounded-lg bg-brand-50 p-4 ${className}`}>
      <h2 id={headingId} className="text-sm font-semibold text-slate-900">
        {heading}
      </h2>
      {description && <p className="mt-1 text-xs text-slate-600">{description}</p>}
      {buttons}
    </section>
  );
}
