import type { Role } from "@common/constants";
import { formatUgandanPhone } from "@common/phone";
import { CircleCheck } from "lucide-react";
import type { FormEventHandler, ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { t } from "@/lib/i18n";
import { Link } from "@/lib/navigation";
import type { PagePath } from "@/lib/pages";
import { SIGNUP_ROLES } from "./roles";
import { SignupShell, TicketFallback } from "./SignupShell";
import type { Registration } from "./use-registration";
import { type SignupTicket, useSignupTicket } from "./use-signup-ticket";

/** Step 3 of sign-up: the frame, and the form once the ticket says the password is set. */
export function RegistrationStep({
  accountRole,
  title,
  subtitle,
  icon,
  form,
}: {
  accountRole: Role;
  title: string;
  subtitle: string;
  icon: ReactNode;
  /**
   * The form, given the verified contact (an email address, or a phone sign-up's number in E.164) and the
   * sign-up ticket (a tenant's invitation).
   */
  form: (contact: VerifiedContact, ticket: SignupTicket) => ReactNode;
}) {
  const state = useSignupTicket(accountRole, "password_set");
  return (
    <SignupShell
      step={3}
      wide
      title={title}
      subtitle={subtitle}
      icon={icon}
      footer={<SignInHereLink href={SIGNUP_ROLES[accountRole].loginPath} />}
    >
      {state.status === "ready" ? (
        form({ value: state.ticket.email, method: state.ticket.contactMethod }, state.ticket)
      ) : (
        <TicketFallback state={state} />
      )}
    </SignupShell>
  );
}

export interface VerifiedContact {
  value: string;
  method: "email" | "phone";
}

/** A phone sign-up's number as the person reads it. */
export const shownPhone = (e164: string) => (e164.startsWith("+256") ? formatUgandanPhone(e164) : e164);

/** A registration form: the verified contact on top, the fields, and the submit button. */
export function RegistrationForm({
  contact,
  onSubmit,
  registration,
  submitLabel,
  children,
}: {
  contact: VerifiedContact;
  onSubmit: FormEventHandler<HTMLFormElement>;
  registration: Pick<Registration<unknown>, "pending" | "busy">;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <VerifiedBanner contact={contact} />
      {children}
      <Button type="submit" className="w-full" disabled={registration.busy}>
        {registration.pending ? t("signup.creatingAccount") : submitLabel}
      </Button>
    </form>
  );
}

function VerifiedBanner({ contact }: { contact: VerifiedContact }) {
  const phone = contact.method === "phone";
  return (
    <div className="flex items-start gap-3 rounded-lg border border-green-200 bg-green-50 p-4" role="status">
      <CircleCheck className="mt-0.5 h-5 w-5 shrink-0 text-green-700" aria-hidden="true" />
      <div className="min-w-0 text-sm">
        <p className="font-semibold text-green-900">{t("signup.verificationComplete")}</p>
        <p className="text-green-800">
          {t(phone ? "signup.verifiedPhone" : "signup.verifiedEmail")}{" "}
          <span className="font-medium break-all">{phone ? shownPhone(contact.value) : contact.value}</span>
        </p>
      </div>
    </div>
  );
}

function SignInHereLink({ href }: { href: PagePath }) {
  return (
    <Link href={href} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
      {t("signup.signInHere")}
    </Link>
  );
}
