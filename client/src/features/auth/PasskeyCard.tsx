import { useQueryClient } from "@tanstack/react-query";
import { Fingerprint, ShieldCheck } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { toast } from "@/components/ui/toast";
import { call } from "@/lib/api";
import { CURRENT_USER_KEY } from "@/lib/auth";
import { browserHasWebAuthn, describeRegistrationError, WEBAUTHN_UNSUPPORTED } from "./webauthn";

/** Enrol a passkey on this device so the Touch ID / Face ID buttons of the sign-in screens work. */
export function PasskeyCard({ passkeyCount }: { passkeyCount: number }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const enabled = passkeyCount > 0;

  async function enrol() {
    if (!browserHasWebAuthn()) {
      toast({ title: "Setup Failed", description: WEBAUTHN_UNSUPPORTED, variant: "destructive" });
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
      toast({
        title: "Touch ID / Face ID Enabled",
        description: "You can now sign in with your fingerprint or face.",
      });
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    } catch (e) {
      toast({ title: "Setup Failed", description: describeRegistrationError(e), variant: "destructive" });
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
              {enabled ? "Touch ID / Face ID enabled" : "Sign in faster"}
            </h2>
            <p className="mt-1 text-sm text-slate-600">
              {enabled
                ? "You can sign in with your fingerprint or face on the devices you set up."
                : "Use your fingerprint or face instead of your password on this device."}
            </p>
          </div>
        </div>
        <Button
          variant={enabled ? "outline" : "primary"}
          disabled={busy}
          onClick={enrol}
          className="sm:shrink-0"
        >
          {busy ? "Setting Up..." : enabled ? "Add another device" : "Enable Touch ID / Face ID"}
        </Button>
      </section>
    </Card>
  );
}
