import type { Role } from "@common/constants";
import type { MessageKey } from "@common/i18n/keys";
import type { Message } from "@common/i18n/message";
import { Fingerprint, ScanFace } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { pathAfterSignIn } from "@/features/listings/return-path";
import { call } from "@/lib/api";
import { t } from "@/lib/i18n";
import { useLocation } from "@/lib/navigation";
import { useApplySession } from "./session";
import { browserHasWebAuthn, describeAuthenticationError } from "./webauthn";

type Method = "touch" | "face";

const METHODS: { method: Method; label: MessageKey; Icon: typeof Fingerprint; done: MessageKey }[] = [
  { method: "touch", label: "auth.touchId", Icon: Fingerprint, done: "auth.touchIdDone" },
  { method: "face", label: "auth.faceId", Icon: ScanFace, done: "auth.faceIdDone" },
];

const failed = (description: Message) =>
  toast({ title: t("auth.authenticationFailedTitle"), description, variant: "destructive" });

/**
 * Touch ID and Face ID sign-in with a passkey. Both run the same WebAuthn ceremony (the device picks the
 * sensor); they differ only in wording. `accountRole` is the screen's role, omitted on the general screen.
 */
export function BiometricButtons({ accountRole }: { accountRole?: Role }) {
  const [busy, setBusy] = useState<Method | null>(null);
  const applySession = useApplySession();
  const [, navigate] = useLocation();

  async function authenticate(method: Method, done: MessageKey) {
    if (!browserHasWebAuthn()) {
      failed(t("auth.webauthnUnsupported"));
      return;
    }
    setBusy(method);
    try {
      // The library is loaded only now, so it stays out of the sign-in chunk.
      const [optionsJSON, { startAuthentication }] = await Promise.all([
        call("auth.passkeyAuthenticationOptions"),
        import("@simplewebauthn/browser"),
      ]);
      const response = await startAuthentication({ optionsJSON });
      const result = await call("auth.passkeyAuthenticate", {
        body: accountRole ? { response, role: accountRole } : { response },
      });
      applySession(result.user);
      toast({ title: t("auth.authenticationSucceededTitle"), description: t(done) });
      navigate(pathAfterSignIn(result.user.role, result.redirectTo));
    } catch (e) {
      failed(describeAuthenticationError(e));
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="grid grid-cols-2 gap-3">
      {METHODS.map(({ method, label, Icon, done }) => (
        <Button
          key={method}
          variant="outline"
          disabled={busy !== null}
          aria-busy={busy === method}
          onClick={() => authenticate(method, done)}
        >
          <Icon aria-hidden className="h-5 w-5 text-brand-600" />
          {busy === method ? t("auth.authenticating") : t(label)}
        </Button>
      ))}
    </div>
  );
}
