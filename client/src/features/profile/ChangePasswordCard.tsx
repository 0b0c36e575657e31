import { PASSWORD_MIN } from "@common/constants";
import type { Message } from "@common/i18n/message";
import { KeyRound } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { IconSection } from "@/components/IconSection";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import { PasswordInput } from "@/features/signup/PasswordInput";
import { ApiError } from "@/lib/api";
import { apiErrorMessage } from "@/lib/errors";
import { t } from "@/lib/i18n";
import { useChangePassword } from "./security-queries";

type Name = "currentPassword" | "password" | "confirmPassword";
const FIELDS: [
  Name,
  "account.currentPassword" | "account.newPassword" | "account.confirmPassword",
  string,
][] = [
  ["currentPassword", "account.currentPassword", "current-password"],
  ["password", "account.newPassword", "new-password"],
  ["confirmPassword", "account.confirmPassword", "new-password"],
];
const EMPTY: Record<Name, string> = { currentPassword: "", password: "", confirmPassword: "" };

/** 'Change password': the current one, then the new one twice; every other session ends. */
export function ChangePasswordCard() {
  const id = useId();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Name, Message>>>({});
  const change = useChangePassword();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found: Partial<Record<Name, Message>> = {};
    if (!values.currentPassword) found.currentPassword = t("auth.passwordRequired");
    if (values.password.length < PASSWORD_MIN)
      found.password = t("signup.passwordTooShort", { min: PASSWORD_MIN });
    if (values.password !== values.confirmPassword) found.confirmPassword = t("signup.passwordsDontMatch");
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    change.mutate(values, {
      onSuccess: () => {
        toast({ title: t("account.passwordChanged"), description: t("account.passwordChangedText") });
        setValues(EMPTY);
      },
      onError: (err) => {
        if (err instanceof ApiError && err.fields) setErrors(err.fields);
        else
          toast({
            variant: "destructive",
            title: t("common.genericError"),
            description: apiErrorMessage(err, t("common.genericError"), t("common.networkError")),
          });
      },
    });
  };
  return (
    <IconSection title={t("account.passwordTitle")} icon={<KeyRound className="h-5 w-5" />}>
      <form onSubmit={submit} noValidate className="space-y-4" data-testid="change-password">
        {FIELDS.map(([name, label, autoComplete]) => (
          <Field key={name} label={t(label)} htmlFor={`${id}-${name}`} error={errors[name]}>
            <PasswordInput
              id={`${id}-${name}`}
              autoComplete={autoComplete}
              maxLength={128}
              value={values[name]}
              aria-invalid={errors[name] ? true : undefined}
              onChange={(e) => {
                setValues((v) => ({ ...v, [name]: e.target.value }));
                setErrors(({ [name]: _, ...rest }) => rest);
              }}
            />
          </Field>
        ))}
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? t("account.changingPassword") : t("account.changePassword")}
        </Button>
      </form>
    </IconSection>
  );
}
