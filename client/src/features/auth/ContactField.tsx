import { PHONE_PLACEHOLDER } from "@common/constants";
import type { Message } from "@common/i18n/message";
import { Mail, Smartphone } from "lucide-react";
import type { Ref } from "react";
import { Field, Input } from "@/components/ui/field";
import { TabPanel, Tabs } from "@/components/ui/tabs";
import { t } from "@/lib/i18n";

export type ContactMethod = "email" | "phone";

const contactTabs = () =>
  [
    { value: "email", label: t("common.email"), icon: <Mail aria-hidden className="h-4 w-4" /> },
    { value: "phone", label: t("common.phone"), icon: <Smartphone aria-hidden className="h-4 w-4" /> },
  ] as const;

/**
 * Email / Phone tabs and the one input of the chosen tab (the sign-in screens, 'Forgot password?'). The parent
 * keeps both values, so switching back keeps what was typed.
 */
export function ContactField({
  idBase,
  method,
  onMethod,
  values,
  onValue,
  error,
  inputRef,
}: {
  idBase: string;
  method: ContactMethod;
  onMethod: (m: ContactMethod) => void;
  values: Record<ContactMethod, string>;
  onValue: (m: ContactMethod, value: string) => void;
  error?: Message;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const inputId = `${idBase}-input`;
  const email = method === "email";
  return (
    <>
      <Tabs
        label={t("auth.signInWith")}
        idBase={idBase}
        options={contactTabs()}
        value={method}
        onChange={onMethod}
      />
      <TabPanel idBase={idBase} value={method}>
        <Field label={email ? t("auth.emailAddress") : t("auth.phoneNumber")} htmlFor={inputId} error={error}>
          <Input
            ref={inputRef}
            id={inputId}
            name={method}
            type={email ? "email" : "tel"}
            inputMode={email ? "email" : "tel"}
            autoComplete={email ? "username" : "tel"}
            maxLength={email ? 254 : 20}
            placeholder={email ? t("auth.emailPlaceholder") : PHONE_PLACEHOLDER}
            value={values[method]}
            onChange={(e) => onValue(method, e.target.value)}
            aria-invalid={Boolean(error)}
          />
        </Field>
      </TabPanel>
    </>
  );
}
