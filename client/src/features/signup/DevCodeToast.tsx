import { COPIED_INDICATOR_MS, DEV_CODE_TOAST_MS } from "@common/constants";
import { Check, Copy } from "lucide-react";
import { toast } from "@/components/ui/toast";
import { copyText } from "@/lib/clipboard";
import { t } from "@/lib/i18n";
import { useFlash } from "./timers";

/**
 * Shown instead of 'Verification Code Sent' when the server could not deliver the email or SMS (development
 * only; `sms` says which).
 */
export function showDevCodeToast(code: string, title = t("signup.devCodeTitle"), sms = false): void {
  toast({
    title,
    durationMs: DEV_CODE_TOAST_MS,
    description: (
      <>
        {t(sms ? "signup.devCodeBodySms" : "signup.devCodeBody")}{" "}
        <span data-testid="dev-code" className="font-mono text-base font-bold tracking-widest">
          {code}
        </span>
      </>
    ),
    action: <CopyDevCodeButton code={code} />,
  });
}

function CopyDevCodeButton({ code }: { code: string }) {
  const [copied, flash] = useFlash(COPIED_INDICATOR_MS);
  const copy = async () => {
    if (await copyText(code)) flash();
    else
      toast({
        variant: "destructive",
        title: t("signup.copyFailedTitle"),
        description: t("signup.copyByHand"),
      });
  };
  return (
    <button
      type="button"
      onClick={copy}
      className="inline-flex min-h-11 items-center gap-2 rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      {copied ? (
        <Check className="h-4 w-4" aria-hidden="true" />
      ) : (
        <Copy className="h-4 w-4" aria-hidden="true" />
      )}
      {copied ? t("signup.copied") : t("common.copy")}
    </button>
  );
}
