import type { Role } from "@common/constants";
import { passwordSetupSchema } from "@common/schemas/auth";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { ArrowLeft, KeyRound } from "lucide-react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import { call } from "@/lib/api";
import { apiErrorMessage, applyFieldErrors, isMissingTicket } from "@/lib/errors";
import { formMessage, t } from "@/lib/i18n";
import { Link, useLocation } from "@/lib/navigation";
import { PasswordInput, SecurityTips } from "./PasswordInput";
import { SIGNUP_ROLES } from "./roles";
import { SignupShell, TicketFallback } from "./SignupShell";
import { type SignupTicket, useSignupTicket } from "./use-signup-ticket";

type PasswordValues = z.infer<typeof passwordSetupSchema>;
const PASSWORD_FIELDS = ["password", "confirmPassword"] as const;

/** Step 2 of sign-up: choose the account password (kept on the server with the sign-up ticket). */
export function PasswordSetupStep({ accountRole: role }: { accountRole: Role }) {
  const cfg = SIGNUP_ROLES[role];
  const state = useSignupTicket(role);
  return (
    <SignupShell
      step={2}
      title={t("signup.passwordTitle")}
      subtitle={t("signup.passwordSubtitle", { role })}
      icon={<KeyRound className="h-6 w-6" aria-hidden="true" />}
      footer={
        <Link
          href={cfg.verificationPath}
          className="inline-flex min-h-11 items-center gap-2 rounded-md px-2 font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          {t("signup.backToVerification")}
        </Link>
      }
    >
      {state.status === "ready" ? (
        <PasswordForm accountRole={role} ticket={state.ticket} />
      ) : (
        <TicketFallback state={state} />
      )}
    </SignupShell>
  );
}

function PasswordForm({ accountRole: role, ticket }: { accountRole: Role; ticket: SignupTicket }) {
  const cfg = SIGNUP_ROLES[role];
  const [, navigate] = useLocation();
  const form = useForm<PasswordValues>({
    resolver: zodResolver(passwordSetupSchema),
    defaultValues: { password: "", confirmPassword: "" },
  });
  const errors = form.formState.errors;

  const save = useMutation({
    mutationFn: (values: PasswordValues) => call("auth.signupPassword", { body: values }),
    onSuccess: () => navigate(cfg.registrationPath),
    onError: (e) => {
      if (isMissingTicket(e)) {
        toast({ variant: "destructive", title: t("signup.noTicket") });
        navigate(cfg.verificationPath, { replace: true });
        return;
      }
      applyFieldErrors(e, PASSWORD_FIELDS, form.setError);
      toast({
        variant: "destructive",
        title: t("signup.passwordNotSavedTitle"),
        description: apiErrorMessage(e, t("common.genericError")),
      });
    },
  });

  return (
    <form onSubmit={form.handleSubmit((v) => save.mutate(v))} noValidate className="space-y-5">
      <p className="rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-700">
        {t("signup.verifiedEmail")}{" "}
        <span className="font-semibold break-all text-slate-900">{ticket.email}</span>
      </p>
      {/* Lets password managers store the new password against the verified email. */}
      <input type="email" name="username" autoComplete="username" value={ticket.email} readOnly hidden />
      <Field label={t("auth.password")} htmlFor="signup-password" error={formMessage(errors.password)}>
        <PasswordInput
          id="signup-password"
          autoComplete="new-password"
          aria-invalid={errors.password ? true : undefined}
          {...form.register("password")}
        />
      </Field>
      <Field
        label={t("signup.confirmPassword")}
        htmlFor="signup-confirm-password"
        error={formMessage(errors.confirmPassword)}
      >
        <PasswordInput
          id="signup-confirm-password"
          autoComplete="new-password"
          aria-invalid={errors.confirmPassword ? true : undefined}
          {...form.register("confirmPassword")}
        />
      </Field>
      <SecurityTips />
      <Button type="submit" className="w-full" disabled={save.isPending || save.isSuccess}>
        {save.isPending ? t("common.saving") : t("common.continue")}
      </Button>
    </form>
  );
}
