import { PHONE_PLACEHOLDER, REDIRECT_AFTER_VERIFICATION_MS, type Role } from "@common/constants";
import type { MessageKey } from "@common/i18n/keys";
import { formatUgandanPhone, normalizeUgandanMobile } from "@common/phone";
import { verificationCodeSchema, verificationFormSchema } from "@common/schemas/auth";
import { zodResolver } from "@hookform/resolvers/zod";
import { Mail, Phone, ShieldCheck } from "lucide-react";
import { type FormEvent, type KeyboardEvent, useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import { call } from "@/lib/api";
import { apiErrorMessage } from "@/lib/errors";
import { formMessage, t } from "@/lib/i18n";
import { Link } from "@/lib/navigation";
import { CodeEntry } from "./CodeEntry";
import { showDevCodeToast } from "./DevCodeToast";
import { InvitationBanner } from "./InvitationBanner";
import { SIGNUP_ROLES } from "./roles";
import { SignupShell } from "./SignupShell";
import { useDelayedNavigate } from "./timers";
import { useInvitation } from "./use-invitation";

type Method = "email" | "phone";
type ContactInput = z.input<typeof verificationFormSchema>;
type ContactOutput = z.output<typeof verificationFormSchema>;

const METHODS: { value: Method; label: MessageKey; Icon: typeof Mail }[] = [
  { value: "email", label: "common.email", Icon: Mail },
  { value: "phone", label: "common.phone", Icon: Phone },
];

/** Step 1 of sign-up: prove the person owns an email address (a code by email) or a phone number (by SMS). */
export function VerificationStep({ accountRole: role }: { accountRole: Role }) {
  const cfg = SIGNUP_ROLES[role];
  const navigateLater = useDelayedNavigate();
  const form = useForm<ContactInput, unknown, ContactOutput>({
    resolver: zodResolver(verificationFormSchema),
    defaultValues: { contactMethod: "email", email: "", phone: "" },
  });
  const method = form.watch("contactMethod");
  const errors = form.formState.errors;
  // A tenant opening a landlord's invitation link (?invite=<code>).
  const invitation = useInvitation(role === "tenant");
  const invitedEmail = invitation.status === "ready" ? invitation.info.email : null;
  // Sent with the verification unless the server said the code is not valid (it ignores such codes anyway).
  const inviteCode = "code" in invitation ? invitation.code : undefined;

  const [sentTo, setSentTo] = useState<string | null>(null);
  const [devCode, setDevCode] = useState<string | null>(null);
  const [code, setCode] = useState("");
  const [verified, setVerified] = useState(false);
  const [pending, setPending] = useState<"send" | "resend" | "verify" | null>(null);

  // The invited email is filled in (still editable) unless the person typed one already.
  useEffect(() => {
    if (invitedEmail && !form.getValues("email")) form.setValue("email", invitedEmail);
  }, [invitedEmail, form]);

  const resetProgress = () => {
    setSentTo(null);
    setDevCode(null);
    setCode("");
    setVerified(false);
  };

  const switchMethod = (next: Method) => {
    if (next === method || verified) return;
    form.setValue("contactMethod", next);
    form.clearErrors();
    resetProgress();
  };

  const onTabKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key !== "ArrowLeft" && e.key !== "ArrowRight") return;
    e.preventDefault();
    const next: Method = method === "email" ? "phone" : "email";
    switchMethod(next);
    document.getElementById(`contact-tab-${next}`)?.focus();
  };

  /** The body's contact: `{email}` or `{phone}`, as the tab says. */
  const contactBody = (contact: string) => (method === "email" ? { email: contact } : { phone: contact });
  /** Where the code went, as the person reads it: the email, or the number in +256 7XX XXX XXX form. */
  const shown = (contact: string) => {
    if (method === "email") return contact;
    const e164 = normalizeUgandanMobile(contact);
    return e164 ? formatUgandanPhone(e164) : contact;
  };

  async function requestCode(contact: string, kind: "send" | "resend") {
    setPending(kind);
    try {
      const res = await call("auth.sendVerification", { body: { ...contactBody(contact), userType: role } });
      setSentTo(contact);
      setCode("");
      if (res.development && res.code) {
        setDevCode(res.code);
        showDevCodeToast(
          res.code,
          kind === "resend" ? t("signup.codeResentTitle") : undefined,
          method === "phone",
        );
      } else {
        setDevCode(null);
        const description =
          method === "phone"
            ? t("signup.codeSentSms", { phone: shown(contact) })
            : t(kind === "resend" ? "signup.codeResent" : "signup.codeSent", { email: contact });
        toast({
          title: t(kind === "resend" ? "signup.codeResentTitle" : "signup.codeSentTitle"),
          description,
        });
      }
    } catch (e) {
      toast({
        variant: "destructive",
        title: kind === "resend" ? t("signup.resendFailedTitle") : t("signup.sendFailedTitle"),
        description: apiErrorMessage(e, t("signup.sendFailed"), t("signup.sendFailedNetwork")),
      });
    } finally {
      setPending(null);
    }
  }

  const onSend = (e: FormEvent) => {
    e.preventDefault();
    const values = form.getValues();
    const contact = (values.contactMethod === "email" ? values.email : values.phone)?.trim();
    if (!contact) {
      toast({
        variant: "destructive",
        title: t("signup.missingInformationTitle"),
        description: t("signup.missingContact", { method: values.contactMethod }),
      });
      return;
    }
    void form.handleSubmit(async (v) => {
      await requestCode((v.contactMethod === "email" ? v.email : v.phone) ?? contact, "send");
    })();
  };

  async function verify() {
    if (!sentTo || verified) return;
    const parsed = verificationCodeSchema.safeParse(code);
    if (!parsed.success) {
      toast({
        variant: "destructive",
        title: t("signup.invalidCodeTitle"),
        description: t("signup.codeFormat"),
      });
      return;
    }
    setPending("verify");
    try {
      await call("auth.verifyCode", {
        body: {
          ...contactBody(sentTo),
          code: parsed.data,
          userType: role,
          ...(inviteCode ? { inviteCode } : {}),
        },
      });
      setVerified(true);
      toast({
        title: t("signup.verifiedTitle"),
        description: t(method === "email" ? "signup.emailVerified" : "signup.phoneVerified"),
      });
      navigateLater(cfg.passwordPath, REDIRECT_AFTER_VERIFICATION_MS);
    } catch (e) {
      toast({
        variant: "destructive",
        title: t("signup.verifyFailedTitle"),
        description: apiErrorMessage(e, t("signup.invalidCode"), t("signup.verifyFailedNetwork")),
      });
    } finally {
      setPending(null);
    }
  }

  const codeStage = sentTo !== null;

  return (
    <SignupShell
      step={1}
      title={t(cfg.title)}
      subtitle={t("signup.verifySubtitle")}
      icon={<ShieldCheck className="h-6 w-6" aria-hidden="true" />}
      footer={
        <>
          {t("signup.alreadyHaveAccount")}{" "}
          <Link
            href={cfg.loginPath}
            className="font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            {t("signup.signIn")}
          </Link>
        </>
      }
    >
      <div className="space-y-5">
        {invitation.status === "ready" && <InvitationBanner info={invitation.info} />}
        <div
          role="tablist"
          aria-label={t("signup.verificationMethod")}
          className="grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1"
        >
          {METHODS.map(({ value, label, Icon }) => {
            const selected = method === value;
            return (
              <button
                key={value}
                id={`contact-tab-${value}`}
                type="button"
                role="tab"
                aria-selected={selected}
                aria-controls={`contact-panel-${value}`}
                tabIndex={selected ? 0 : -1}
                disabled={verified && !selected}
                onClick={() => switchMethod(value)}
                onKeyDown={onTabKey}
                className={`flex min-h-11 items-center justify-center gap-2 rounded-md text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-brand-600 ${
                  selected ? "bg-white text-brand-700 shadow-sm" : "text-slate-600 hover:text-slate-900"
                }`}
              >
                <Icon className="h-4 w-4" aria-hidden="true" />
                {t(label)}
              </button>
            );
          })}
        </div>

        <form
          id={`contact-panel-${method}`}
          role="tabpanel"
          aria-labelledby={`contact-tab-${method}`}
          onSubmit={onSend}
          noValidate
          className="space-y-4"
        >
          {method === "email" ? (
            <Field
              label={t("signup.emailAddress")}
              htmlFor="verification-email"
              error={formMessage(errors.email)}
            >
              <Input
                id="verification-email"
                type="email"
                autoComplete="email"
                inputMode="email"
                placeholder={t("auth.emailPlaceholder")}
                readOnly={codeStage}
                className={codeStage ? "bg-slate-50! text-slate-700!" : ""}
                aria-invalid={errors.email ? true : undefined}
                {...form.register("email")}
              />
            </Field>
          ) : (
            <Field
              label={t("signup.phoneNumber")}
              htmlFor="verification-phone"
              error={formMessage(errors.phone)}
              hint={t("signup.phoneHint")}
            >
              <Input
                id="verification-phone"
                type="tel"
                autoComplete="tel"
                inputMode="tel"
                placeholder={PHONE_PLACEHOLDER}
                readOnly={codeStage}
                className={codeStage ? "bg-slate-50! text-slate-700!" : ""}
                aria-invalid={errors.phone ? true : undefined}
                {...form.register("phone")}
              />
            </Field>
          )}
          {codeStage ? (
            <div className="-mt-2 flex justify-end">
              <Button
                variant="ghost"
                className="px-2! text-brand-700!"
                onClick={resetProgress}
                disabled={verified}
              >
                {t(method === "email" ? "signup.useDifferentEmail" : "signup.useDifferentPhone")}
              </Button>
            </div>
          ) : (
            <Button type="submit" className="w-full" disabled={pending === "send"}>
              {pending === "send" ? t("signup.sending") : t("signup.sendCode")}
            </Button>
          )}
        </form>

        {codeStage && (
          <CodeEntry
            sentTo={shown(sentTo)}
            code={code}
            onCodeChange={setCode}
            devCode={devCode}
            verified={verified}
            verifying={pending === "verify"}
            resending={pending === "resend"}
            onVerify={verify}
            onResend={() => void requestCode(sentTo, "resend")}
          />
        )}
      </div>
    </SignupShell>
  );
}
