import { COPIED_INDICATOR_MS, VERIFICATION_CODE_LENGTH } from "@common/constants";
import { Check, Copy, RefreshCw } from "lucide-react";
import type { FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import { copyText } from "@/lib/clipboard";
import { t } from "@/lib/i18n";
import { tElements } from "@/lib/i18n-elements";
import { useFlash } from "./timers";

/** The code-entry stage of verification: 4-digit code, Verify, Resend Code, Copy Code. */
export function CodeEntry({
  sentTo,
  code,
  onCodeChange,
  devCode,
  verified,
  verifying,
  resending,
  onVerify,
  onResend,
}: {
  sentTo: string;
  code: string;
  onCodeChange: (code: string) => void;
  devCode: string | null;
  verified: boolean;
  verifying: boolean;
  resending: boolean;
  onVerify: () => void;
  onResend: () => void;
}) {
  const [copied, flash] = useFlash(COPIED_INDICATOR_MS);

  const copy = async () => {
    const value = devCode ?? code;
    if (value && (await copyText(value))) {
      flash();
      toast({ title: t("signup.codeCopiedTitle"), description: t("signup.codeCopied") });
    } else {
      toast({
        variant: "destructive",
        title: t("signup.copyFailedTitle"),
        description: value ? t("signup.copyByHand") : t("signup.noCodeYet"),
      });
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    onVerify();
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-4 rounded-lg border border-brand-100 bg-brand-50/60 p-3 sm:p-4"
    >
      <p className="text-sm text-slate-700">
        {tElements(
          "signup.enterCode",
          { digits: VERIFICATION_CODE_LENGTH },
          { email: <span className="font-semibold break-all text-slate-900">{sentTo}</span> },
        )}
      </p>
      <Field label={t("signup.codeLabel")} htmlFor="verification-code">
        <Input
          id="verification-code"
          name="code"
          value={code}
          onChange={(e) => onCodeChange(e.target.value.replace(/\D/g, "").slice(0, VERIFICATION_CODE_LENGTH))}
          maxLength={VERIFICATION_CODE_LENGTH}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          placeholder="0000"
          disabled={verified}
          className="text-center font-mono text-2xl! tracking-[0.5em] indent-[0.5em]"
        />
      </Field>
      <Button
        type="submit"
        className={`w-full ${verified ? "bg-green-700!" : ""}`}
        disabled={verified || verifying}
      >
        {verified ? t("signup.verified") : verifying ? t("signup.verifying") : t("signup.verify")}
      </Button>
      <div className="grid grid-cols-2 gap-2 sm:gap-3">
        <Button
          variant="outline"
          className="gap-1.5! px-2!"
          onClick={onResend}
          disabled={verified || resending}
        >
          <RefreshCw className={`h-4 w-4 ${resending ? "animate-spin" : ""}`} aria-hidden="true" />
          {t("signup.resendCode")}
        </Button>
        <Button variant="outline" className="gap-1.5! px-2!" onClick={copy} data-copied={copied || undefined}>
          {copied ? (
            <Check className="h-4 w-4 text-green-600" aria-hidden="true" />
          ) : (
            <Copy className="h-4 w-4" aria-hidden="true" />
          )}
          {t("signup.copyCode")}
          {copied && <span className="sr-only"> {t("signup.copiedSr")}</span>}
        </Button>
      </div>
    </form>
  );
}
