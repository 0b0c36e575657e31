import { PASSWORD_MIN, ROLES, type Role } from "@common/constants";
import { asMessage, type Message } from "@common/i18n/message";
import { type FormEvent, useId, useState } from "react";
import { useSearch } from "wouter";
import { CodeField } from "@/components/CodeField";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import { showDevCodeToast } from "@/features/signup/DevCodeToast";
import { PasswordInput } from "@/features/signup/PasswordInput";
import { ApiError } from "@/lib/api";
import { apiErrorMessage } from "@/lib/errors";
import { t } from "@/lib/i18n";
import { Link, useLocation } from "@/lib/navigation";
import { usePageTitle } from "@/lib/page-title";
import { pagePath } from "@/lib/pages";
import { ContactField, type ContactMethod } from "./ContactField";
import { SignInLayout, textLinkClass } from "./SignInLayout";
import { useAskReset, useResetPassword } from "./use-sign-in";

type Fields = Partial<Record<"email" | "phone" | "code" | "password" | "confirmPassword", Message>>;

const signInPath = (role: Role | undefined) =>
  role ? pagePath(role === "tenant" ? "/tenant-login" : "/landlord-login") : pagePath("/login");

/**
 * /forgot-password ('Forgot password?' of every sign-in screen): the account's email or phone number, then the
 * code sent to it (by email or SMS) and a new password. The server answers alike whether the account exists; `?role=` only chooses where to sign in
 * afterwards.
 */
export default function ForgotPasswordPage() {
  usePageTitle(t("auth.resetTitle"));
  const id = useId();
  const [, navigate] = useLocation();
  const wanted = new URLSearchParams(useSearch()).get("role");
  const role = ROLES.find((r) => r === wanted);
  const [method, setMethod] = useState<ContactMethod>("email");
  const [contacts, setContacts] = useState<Record<ContactMethod, string>>({ email: "", phone: "" });
  const [sentTo, setSentTo] = useState<{ method: ContactMethod; contact: string; message: Message } | null>(
    null,
  );
  const [code, setCode] = useState("");
  const [password, setPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  const [errors, setErrors] = useState<Fields>({});
  /** A field's own message goes as soon as it is edited. */
  const edit = (name: keyof Fields, set: (v: string) => void) => (v: string) => {
    set(v);
    setErrors(({ [name]: _, ...rest }) => rest);
  };
  const failed = (e: unknown) => {
    if (e instanceof ApiError && e.fields) setErrors(e.fields);
    toast({
      variant: "destructive",
      title: t("auth.resetFailed"),
      description: apiErrorMessage(e, t("common.genericError"), t("common.networkError")),
    });
  };

  const send = useAskReset();
  const reset = useResetPassword();
  const ask = (to: { method: ContactMethod; contact: string }) =>
    send.mutate(
      { [to.method]: to.contact },
      {
        onSuccess: (res) => {
          setSentTo({ ...to, message: asMessage(res.message) });
          if (res.code) showDevCodeToast(res.code, undefined, to.method === "phone");
        },
        onError: failed,
      },
    );

  const submitContact = (e: FormEvent) => {
    e.preventDefault();
    const contact = contacts[method].trim();
    if (!contact) {
      setErrors({ [method]: t("auth.contactRequired") });
      return;
    }
    setErrors({});
    ask({ method, contact });
  };
  const submitReset = (e: FormEvent) => {
    e.preventDefault();
    const found: Fields = {};
    if (!/^\d{4}$/.test(code.trim())) found.code = t("signup.codeFormat");
    if (password.length < PASSWORD_MIN) found.password = t("signup.passwordTooShort", { min: PASSWORD_MIN });
    if (password !== confirmPassword) found.confirmPassword = t("signup.passwordsDontMatch");
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    reset.mutate(
      { [sentTo?.method ?? "email"]: sentTo?.contact ?? "", code, password, confirmPassword },
      {
        onSuccess: (res) => {
          toast({ title: t("auth.resetDoneTitle"), description: asMessage(res.message) });
          navigate(signInPath(role));
        },
        onError: failed,
      },
    );
  };

  return (
    <SignInLayout
      title={t("auth.resetTitle")}
      subtitle={sentTo ? sentTo.message : t("auth.resetIntro")}
      footer={
        <p>
          <Link href={signInPath(role)} className={textLinkClass}>
            {t("auth.resetBackToSignIn")}
          </Link>
        </p>
      }
    >
      {!sentTo ? (
        <form noValidate onSubmit={submitContact} className="space-y-5" aria-busy={send.isPending}>
          <ContactField
            idBase={`${id}-contact`}
            method={method}
            onMethod={(m) => {
              setMethod(m);
              setErrors({});
            }}
            values={contacts}
            onValue={(m, v) => edit(m, (value) => setContacts((c) => ({ ...c, [m]: value })))(v)}
            error={errors[method]}
          />
          <Button type="submit" className="w-full" disabled={send.isPending}>
            {send.isPending ? t("auth.resetSending") : t("auth.resetSendCode")}
          </Button>
        </form>
      ) : (
        <form noValidate onSubmit={submitReset} className="space-y-5" aria-busy={reset.isPending}>
          <CodeField
            id={`${id}-code`}
            label={t("auth.resetCodeLabel")}
            value={code}
            error={errors.code}
            onChange={edit("code", setCode)}
          />
          <Field label={t("auth.resetNewPassword")} htmlFor={`${id}-password`} error={errors.password}>
            <PasswordInput
              id={`${id}-password`}
              autoComplete="new-password"
              maxLength={128}
              value={password}
              aria-invalid={Boolean(errors.password)}
              onChange={(e) => edit("password", setPassword)(e.target.value)}
            />
          </Field>
          <Field
            label={t("auth.resetConfirmPassword")}
            htmlFor={`${id}-confirm`}
            error={errors.confirmPassword}
          >
            <PasswordInput
              id={`${id}-confirm`}
              autoComplete="new-password"
              maxLength={128}
              value={confirmPassword}
              aria-invalid={Boolean(errors.confirmPassword)}
              onChange={(e) => edit("confirmPassword", setConfirmPassword)(e.target.value)}
            />
          </Field>
          <Button type="submit" className="w-full" disabled={reset.isPending}>
            {reset.isPending ? t("auth.resetSubmitting") : t("auth.resetSubmit")}
          </Button>
          <div className="flex flex-wrap justify-between gap-2 text-sm">
            <button
              type="button"
              className={textLinkClass}
              onClick={() => {
                setSentTo(null);
                setCode("");
              }}
            >
              {t("auth.resetOtherEmail")}
            </button>
            <button
              type="button"
              className={textLinkClass}
              disabled={send.isPending}
              onClick={() => ask(sentTo)}
            >
              {t("signup.resendCode")}
            </button>
          </div>
        </form>
      )}
    </SignInLayout>
  );
}
