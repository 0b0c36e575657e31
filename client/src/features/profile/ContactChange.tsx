import { PHONE_PLACEHOLDER, VERIFICATION_CODE_LENGTH } from "@common/constants";
import type { Message } from "@common/i18n/message";
import { formatUgandanPhone, normalizeUgandanMobile } from "@common/phone";
import type { ProfileView } from "@common/schemas/profile";
import { Mail } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { CodeField } from "@/components/CodeField";
import { IconSection } from "@/components/IconSection";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import { showDevCodeToast } from "@/features/signup/DevCodeToast";
import { apiErrorMessage } from "@/lib/errors";
import { t } from "@/lib/i18n";
import { type ContactKind, useConfirmContact, useRequestContactChange } from "./queries";

const shownPhone = (phone: string) => {
  const e164 = normalizeUgandanMobile(phone);
  return e164 ? formatUgandanPhone(e164) : phone;
};

/**
 * 'Email and phone': the current ones, and a new email or phone number that takes effect once the code sent to it
 * (by email, or by SMS) is entered; until then the old one stays.
 */
export function ContactChange({ profile }: { profile: ProfileView }) {
  const [open, setOpen] = useState<ContactKind | null>(null);
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
          <dd className="text-slate-900" data-testid="profile-phone">
            {profile.phone ? shownPhone(profile.phone) : t("common.emptyValue")}
          </dd>
        </div>
      </dl>
      {profile.isDemo ? (
        <p className="mt-2 text-sm text-slate-500">{t("profile.demoReadOnly")}</p>
      ) : open ? (
        <ChangeFlow key={open} kind={open} onDone={() => setOpen(null)} />
      ) : (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setOpen("email")}>
            {t(profile.email ? "profile.changeEmail" : "profile.addEmail")}
          </Button>
          <Button variant="outline" onClick={() => setOpen("phone")}>
            {t(profile.phone ? "profile.changePhone" : "profile.addPhone")}
          </Button>
        </div>
      )}
    </IconSection>
  );
}

/** The new contact, then the code sent to it. */
function ChangeFlow({ kind, onDone }: { kind: ContactKind; onDone: () => void }) {
  const id = useId();
  const email = kind === "email";
  const [value, setValue] = useState("");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState("");
  const [error, setError] = useState<Message>();
  const ask = useRequestContactChange(kind);
  const confirm = useConfirmContact(kind);
  const fail = (e: unknown) =>
    setError(apiErrorMessage(e, t("common.genericError"), t("common.networkError")));

  const send = (e: FormEvent) => {
    e.preventDefault();
    setError(undefined);
    ask.mutate(value.trim(), {
      onSuccess: (res) => {
        setSentTo(value.trim());
        if (res.code) showDevCodeToast(res.code, undefined, !email);
      },
      onError: fail,
    });
  };
  const verify = (e: FormEvent) => {
    e.preventDefault();
    setError(undefined);
    if (!sentTo) return;
    confirm.mutate(
      { value: sentTo, code: code.trim() },
      {
        onSuccess: (p) => {
          toast(
            email
              ? {
                  title: t("profile.emailChanged"),
                  description: t("profile.emailChangedText", { email: p.email ?? "" }),
                }
              : {
                  title: t("profile.phoneChangedTitle"),
                  description: t("profile.phoneChanged", { phone: shownPhone(p.phone ?? "") }),
                },
          );
          onDone();
        },
        onError: fail,
      },
    );
  };

  if (!sentTo)
    return (
      <form onSubmit={send} noValidate className="mt-3 space-y-3">
        <Field
          label={t(email ? "profile.newEmail" : "profile.newPhone")}
          htmlFor={`${id}-value`}
          error={error}
        >
          <Input
            id={`${id}-value`}
            type={email ? "email" : "tel"}
            inputMode={email ? "email" : "tel"}
            autoComplete={email ? "email" : "tel"}
            placeholder={email ? undefined : PHONE_PLACEHOLDER}
            maxLength={email ? 254 : 20}
            value={value}
            aria-invalid={error ? true : undefined}
            onChange={(e) => setValue(e.target.value)}
          />
        </Field>
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <Button variant="outline" onClick={onDone}>
            {t("profile.cancel")}
          </Button>
          <Button type="submit" disabled={ask.isPending || !value.trim()}>
            {t("profile.sendCode")}
          </Button>
        </div>
      </form>
    );
  return (
    <form onSubmit={verify} noValidate className="mt-3 space-y-3">
      <p className="text-sm text-slate-700">
        {email
          ? t("profile.codeSent", { email: sentTo })
          : t("profile.codeSentSms", { phone: shownPhone(sentTo) })}
      </p>
      <CodeField
        id={`${id}-code`}
        label={t("profile.codeLabel")}
        value={code}
        error={error}
        onChange={setCode}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        <Button variant="outline" onClick={() => setSentTo(null)}>
          {t("profile.cancel")}
        </Button>
        <Button type="submit" disabled={confirm.isPending || code.length !== VERIFICATION_CODE_LENGTH}>
          {t(email ? "profile.confirmEmail" : "profile.confirmPhone")}
        </Button>
      </div>
    </form>
  );
}
