import type { Message } from "@common/i18n/message";
import { useQueryClient } from "@tanstack/react-query";
import { Fingerprint, ShieldCheck } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { toast } from "@/components/ui/toast";
import { call } from "@/lib/api";
import { CURRENT_USER_KEY } from "@/lib/auth";
import { t } from "@/lib/i18n";
import { browserHasWebAuthn, describeRegistrationError } from "./webauthn";

const failed = (description: Message) =>
  toast({ title: t("auth.setupFailedTitle"), description, variant: "destructive" });

/** Enrol a passkey on this device so the Touch ID / Face ID buttons of the sign-in screens work. */
export function PasskeyCard({ passkeyCount }: { passkeyCount: number }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const enabled = passkeyCount > 0;

  async function enrol() {
    if (!browserHasWebAuthn()) {
      failed(t("auth.webauthnUnsupported"));
      return;
    }
    setBusy(true);
    try {
      const [optionsJSON, { startRegistration }] = await Promise.all([
        call("auth.passkeyRegistrationOptions"),
        import("@simplewebauthn/browser"),
      ]);
      const response = await startRegistration({ optionsJSON });
      await call("auth.passkeyRegister", { body: { response } });
      toast({ title: t("auth.passkeyEnabledTitle"), description: t("auth.passkeyEnabledToast") });
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    } catch (e) {
      failed(describeRegistrationError(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card className="p-5">
      <section aria-labelledby="passkey-title" className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <div className="flex flex-1 items-start gap-4">
          <span
            aria-hidden
            className={`grid h-11 w-11 shrink-0 place-items-center rounded-full ${enabled ? "bg-green-100 text-green-700" : "bg-brand-100 text-brand-700"}`}
          >
            {enabled ? <ShieldCheck className="h-6 w-6" /> : <Fingerprint className="h-6 w-6" />}
          </span>
          <div>
            <h2 id="passkey-title" className="font-semibold text-slate-900">
              {enabled ? t("auth.passkeyEnabledHeading") : t("auth.passkeyOfferHeading")}
            </h2>
            <p className="mt-1 text-sm text-slate-600">
              {enabled ? t("auth.passkeyEnabledBody") : t("auth.passkeyOfferBody")}
            </p>
          </div>
        </div>
        <Button
          variant={enabled ? "outline" : "primary"}
          disabled={busy}
          onClick={enrol}
          className="sm:shrink-0"
        >
          {busy ? t("auth.settingUp") : enabled ? t("auth.addAnotherDevice") : t("auth.enablePasskey")}
        </Button>
      </section>
    </Card>
  );
}
