import type { Role } from "@common/constants";
import { Fingerprint, ScanFace } from "lucide-react";
import { useState } from "react";
import { useLocation } from "wouter";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { call } from "@/lib/api";
import { useApplySession } from "./session";
import { browserHasWebAuthn, describeAuthenticationError, WEBAUTHN_UNSUPPORTED } from "./webauthn";

type Method = "touch" | "face";

const METHODS = [
  {
    method: "touch",
    label: "Touch ID",
    Icon: Fingerprint,
    done: "Fingerprint authentication completed successfully",
  },
  { method: "face", label: "Face ID", Icon: ScanFace, done: "Face ID authentication completed successfully" },
] as const;

/**
 * Touch ID and Face ID sign-in with a passkey. Both run the same WebAuthn ceremony (the device picks the
 * sensor); they differ only in wording. `accountRole` is the screen's role, omitted on the general screen.
 */
export function BiometricButtons({ accountRole }: { accountRole?: Role }) {
  const [busy, setBusy] = useState<Method | null>(null);
  const applySession = useApplySession();
  const [, navigate] = useLocation();

  async function authenticate(method: Method, done: string) {
    if (!browserHasWebAuthn()) {
      toast({ title: "Authentication Failed", description: WEBAUTHN_UNSUPPORTED, variant: "destructive" });
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
      toast({ title: "Authentication Successful", description: done });
      navigate(result.redirectTo);
    } catch (e) {
      toast({
        title: "Authentication Failed",
        description: describeAuthenticationError(e),
        variant: "destructive",
      });
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
          {busy === method ? "Authenticating..." : label}
        </Button>
      ))}
    </div>
  );
}
