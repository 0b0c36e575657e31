import { COPIED_INDICATOR_MS } from "@common/constants";
import { Check, Copy } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { copyText } from "@/lib/clipboard";
import { t } from "@/lib/i18n";

/** Development without email: the invitation link to hand to the tenant, with a Copy button. */
export function InviteLinkPanel({ link, onDone }: { link: string; onDone: () => void }) {
  const [copied, setCopied] = useState<boolean | null>(null);
  useEffect(() => {
    if (copied === null) return;
    const timer = setTimeout(() => setCopied(null), COPIED_INDICATOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  return (
    <div className="space-y-4">
      <p
        data-testid="invite-link"
        className="rounded-lg border border-slate-200 bg-slate-50 p-3 font-mono text-sm break-all text-slate-800 select-all"
      >
        {link}
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone}>
          {t("leases.done")}
        </Button>
        <Button onClick={async () => setCopied(await copyText(link))}>
          {copied ? <Check aria-hidden className="h-4 w-4" /> : <Copy aria-hidden className="h-4 w-4" />}
          {copied === null ? t("common.copy") : copied ? t("common.copied") : t("leases.copyFailed")}
        </Button>
      </div>
    </div>
  );
}
