import { PASSWORD_MIN } from "@common/constants";
import type { MessageKey } from "@common/i18n/keys";
import { Eye, EyeOff } from "lucide-react";
import { type ComponentProps, useState } from "react";
import { Input } from "@/components/ui/field";
import { t } from "@/lib/i18n";

/** A password input with a show/hide toggle (a 44 px touch target inside the field). */
export function PasswordInput({ className = "", ...props }: Omit<ComponentProps<"input">, "type">) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <Input type={visible ? "text" : "password"} className={`pr-12! ${className}`} {...props} />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-label={visible ? t("signup.hidePassword") : t("signup.showPassword")}
        aria-controls={props.id}
        className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-md text-slate-500 hover:text-slate-800 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
      >
        {visible ? (
          <EyeOff className="h-5 w-5" aria-hidden="true" />
        ) : (
          <Eye className="h-5 w-5" aria-hidden="true" />
        )}
      </button>
    </div>
  );
}

const SECURITY_TIPS = [
  "signup.tipLength",
  "signup.tipMixedCase",
  "signup.tipNumber",
  "signup.tipNoReuse",
] as const satisfies readonly MessageKey[];

export function SecurityTips() {
  return (
    <div className="rounded-lg border border-brand-100 bg-brand-50 p-4">
      <h2 className="text-sm font-semibold text-slate-900">{t("signup.securityTips")}</h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
        {SECURITY_TIPS.map((tip) => (
          <li key={tip}>{t(tip, { min: PASSWORD_MIN })}</li>
        ))}
      </ul>
    </div>
  );
}
