import { VERIFICATION_CODE_LENGTH } from "@common/constants";
import { formatUgandanPhone } from "@common/phone";
import type { ProfileView } from "@common/schemas/profile";
import { Mail } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { IconSection } from "@/components/IconSection";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import { showDevCodeToast } from "@/features/signup/DevCodeToast";
import { apiErrorMessage } from "@/lib/errors";
import { t } from "@/lib/i18n";
import { useConfirmEmail, useRequestEmailChange } from "./queries";

/**
 * 'Email and phone': the current ones, and a new email that takes effect once the code sent to it is entered.
 * A phone number changes by SMS code, which comes with SMS (not yet).
 */
export function EmailChange({ profile }: { profile: ProfileView }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState("");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string>();
  const ask = useRequestEmailChange();
  const confirm = useConfirmEmail();
  const fail = (e: unknown) =>
    setError(apiErrorMessage(e, t("common.genericError"), t("common.networkError")));

  const send = (e: FormEvent) => {
    e.preventDefault();
    setError(undefined);
    ask.mutate(email.trim(), {
      onSuccess: (res) => {
        setSentTo(email.trim());
        if (res.code) showDevCodeToast(res.code);
      },
      onError: fail,
    });
  };
  const verify = (e: FormEvent) => {
    e.preventDefault();
    setError(undefined);
    if (!sentTo) return;
    confirm.mutate(
      { email: sentTo, code: code.trim() },
      {
        onSuccess: (p) => {
          toast({
            title: t("profile.emailChanged"),
            description: t("profile.emailChangedText", { email: p.email ?? "" }),
          });
          setOpen(false);
          setSentTo(null);
          setEmail("");
          setCode("");
        },
        onError: fail,
      },
    );
  };

  return (
    <IconSection title={t("profile.sectionContact")} icon={<Mail className="h-5 w-5" />}>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
        <div className="min-w-0">
          <dt className="text-sm text-slate-500">{t("profile.email")}</dt>
          <dd className="break-words text-slate-900" data-testid="profile-email">
            {profile.email ?? t("common.emptyValue")}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-500">{t("profile.phone")}</dt>
          <dd className="text-slate-900">
            {profile.phone ? formatUgandanPhone(profile.phone) || profile.phone : t("common.emptyValue")}
          </dd>
        </div>
      </dl>
      <p className="mt-2 text-sm text-slate-500">{t("profile.phoneNotYet")}</p>
      {profile.isDemo ? (
        <p className="mt-2 text-sm text-slate-500">{t("profile.demoReadOnly")}</p>
      ) : !open ? (
        <Button variant="outline" className="mt-3" onClick={() => setOpen(true)}>
          {t("profile.changeEmail")}
        </Button>
      ) : !sentTo ? (
        <form onSubmit={send} noValidate className="mt-3 space-y-3">
          <Field label={t("profile.newEmail")} htmlFor={`${id}-email`} error={error}>
            <Input
              id={`${id}-email`}
              type="email"
              inputMode="email"
              autoComplete="email"
              maxLength={254}
              value={email}
              aria-invalid={error ? true : undefined}
              onChange={(e) => setEmail(e.target.value)}
            />
          </Field>
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            <Button variant="outline" onClick={() => setOpen(false)}>
              {t("profile.cancel")}
            </Button>
            <Button type="submit" disabled={ask.isPending || !email.trim()}>
              {t("profile.sendCode")}
            </Button>
          </div>
        </form>
      ) : (
        <form onSubmit={verify} noValidate className="mt-3 space-y-3">
          <p className="text-sm text-slate-700">{t("profile.codeSent", { email: sentTo })}</p>
          <Field label={t("profile.codeLabel")} htmlFor={`${id}-code`} error={error}>
            <Input
              id={`${id}-code`}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={VERIFICATION_CODE_LENGTH}
              value={code}
              aria-invalid={error ? true : undefined}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, ""))}
            />
          </Field>
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            <Button variant="outline" onClick={() => setSentTo(null)}>
              {t("profile.cancel")}
            </Button>
            <Button type="submit" disabled={confirm.isPending || code.length !== VERIFICATION_CODE_LENGTH}>
              {t("profile.confirmEmail")}
            </Button>
          </div>
        </form>
      )}
    </IconSection>
  );
}
