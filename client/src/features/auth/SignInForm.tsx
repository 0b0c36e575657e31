import type { Role } from "@common/constants";
import type { Message } from "@common/i18n/message";
import { type FormEvent, useId, useRef, useState } from "react";
import { Button, buttonClass } from "@/components/ui/button";
import { DropdownMenu, MenuItem } from "@/components/ui/dropdown-menu";
import { Field, Input } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import { t } from "@/lib/i18n";
import { Link } from "@/lib/navigation";
import { pagePath } from "@/lib/pages";
import { ContactField, type ContactMethod } from "./ContactField";
import { PropertySelect } from "./PropertySelect";
import { textLinkClass } from "./SignInLayout";
import { type SignInRequest, useSignIn } from "./use-sign-in";

type FieldName = ContactMethod | "password";

/**
 * The sign-in form of the three sign-in screens. With an `accountRole` the submit button reads "Sign In as {Role}";
 * without one (general screen) "Sign In" opens a menu to choose the role. Nothing is kept in browser storage.
 */
export function SignInForm({ accountRole, withProperty }: { accountRole?: Role; withProperty: boolean }) {
  const id = useId();
  const [method, setMethod] = useState<ContactMethod>("email");
  const [email, setEmail] = useState("");
  const [phone, setPhone] = useState("");
  const [password, setPassword] = useState("");
  const [showPassword, setShowPassword] = useState(false);
  const [propertyId, setPropertyId] = useState("");
  const [errors, setErrors] = useState<Partial<Record<FieldName, Message>>>({});
  const refs = {
    email: useRef<HTMLInputElement>(null),
    phone: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
  };
  const signIn = useSignIn();

  const serverFields = signIn.error?.fields ?? {};
  const errorOf = (name: FieldName) => errors[name] ?? serverFields[name];

  function submit(chosenRole: Role) {
    const contact = (method === "email" ? email : phone).trim();
    const found: Partial<Record<FieldName, Message>> = {};
    if (!contact) found[method] = t("auth.contactRequired");
    if (!password) found.password = t("auth.passwordRequired");
    setErrors(found);
    const first = (Object.keys(found) as FieldName[])[0];
    if (first) {
      refs[first].current?.focus();
      return;
    }
    const body: SignInRequest = { [method]: contact, password, role: chosenRole };
    if (propertyId) body.propertyId = Number(propertyId);
    signIn.mutate(body, {
      onError: (e) =>
        toast({ title: t("auth.signInFailed"), description: e.message, variant: "destructive" }),
    });
  }

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    // On the general screen the submit button is the role menu's trigger: its click already opened the menu.
    if (accountRole) submit(accountRole);
  }

  const pending = signIn.isPending;

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={pending}>
      {withProperty && <PropertySelect id={`${id}-property`} value={propertyId} onChange={setPropertyId} />}

      <div className="space-y-3">
        <ContactField
          idBase={`${id}-contact`}
          method={method}
          onMethod={(m) => {
            setMethod(m);
            setErrors({});
            signIn.reset();
          }}
          values={{ email, phone }}
          onValue={(m, v) => (m === "email" ? setEmail(v) : setPhone(v))}
          error={errorOf(method)}
          inputRef={refs[method]}
        />
      </div>

      <Field label={t("auth.password")} htmlFor={`${id}-password`} error={errorOf("password")}>
        <div className="relative">
          <Input
            ref={refs.password}
            id={`${id}-password`}
            name="password"
            type={showPassword ? "text" : "password"}
            autoComplete="current-password"
            className="pr-16"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-invalid={Boolean(errorOf("password"))}
          />
          <button
            type="button"
            aria-pressed={showPassword}
            aria-controls={`${id}-password`}
            onClick={() => setShowPassword((s) => !s)}
            className="absolute inset-y-0 right-0 min-w-14 rounded-r-md px-3 text-sm font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {showPassword ? t("auth.hide") : t("auth.show")}
          </button>
        </div>
      </Field>
      <p className="-mt-3 text-right text-sm">
        <Link href={pagePath("/forgot-password", { query: { role: accountRole } })} className={textLinkClass}>
          {t("auth.forgotPassword")}
        </Link>
      </p>

      {signIn.error && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
          {signIn.error.message}
        </p>
      )}

      {accountRole ? (
        <Button type="submit" className="w-full" disabled={pending}>
          {pending ? t("auth.signingIn") : t("auth.signInAs", { role: accountRole })}
        </Button>
      ) : (
        <DropdownMenu
          label={pending ? t("auth.signingIn") : t("auth.signIn")}
          triggerType="submit"
          align="stretch"
          disabled={pending}
          triggerClassName={buttonClass("primary", "w-full")}
        >
          <MenuItem onSelect={() => submit("tenant")}>{t("auth.signInAsTenant")}</MenuItem>
          <MenuItem onSelect={() => submit("landlord")}>{t("auth.signInAsLandlord")}</MenuItem>
        </DropdownMenu>
      )}
    </form>
  );
}
