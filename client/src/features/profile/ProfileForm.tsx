import { NAME_MIN } from "@common/constants";
import type { DateRangeName } from "@common/date-ranges";
import type { MessageKey } from "@common/i18n/keys";
import type { Message } from "@common/i18n/message";
import { type ProfileView, TIN_PATTERN } from "@common/schemas/profile";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Field, Input } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api";
import { dayBounds } from "@/lib/date-bounds";
import { apiErrorMessage } from "@/lib/errors";
import { t } from "@/lib/i18n";
import { type EditableField, formValuesOf, updateBodyOf } from "./profile-form";
import { useUpdateProfile } from "./queries";

type FieldSpec = [
  EditableField,
  MessageKey,
  {
    type?: string;
    max: number;
    autoComplete?: string;
    range?: DateRangeName;
    inputMode?: "numeric";
  },
];

const PERSON: FieldSpec[] = [
  ["firstName", "profile.firstName", { max: 50, autoComplete: "given-name" }],
  ["lastName", "profile.lastName", { max: 50, autoComplete: "family-name" }],
  ["dateOfBirth", "profile.dateOfBirth", { type: "date", max: 10, autoComplete: "bday", range: "birth" }],
];
const TENANT: [MessageKey, FieldSpec[]][] = [
  [
    "profile.sectionProfessional",
    [
      ["occupation", "profile.occupation", { max: 100 }],
      ["monthlyIncome", "profile.monthlyIncome", { max: 40 }],
      ["tin", "profile.tin", { max: 10, inputMode: "numeric" }],
    ],
  ],
  [
    "profile.sectionEmergency",
    [
      ["emergencyContactName", "profile.emergencyName", { max: 100 }],
      ["emergencyContactPhone", "profile.emergencyPhone", { type: "tel", max: 30 }],
      ["emergencyContactRelationship", "profile.emergencyRelationship", { max: 60 }],
      ["emergencyContactEmail", "profile.emergencyEmail", { type: "email", max: 254 }],
    ],
  ],
];
const LANDLORD: [MessageKey, FieldSpec[]][] = [
  [
    "profile.sectionCompany",
    [
      ["companyName", "profile.companyName", { max: 200, autoComplete: "organization" }],
      ["companyRegNumber", "profile.companyRegNumber", { max: 60 }],
      ["companyAddress", "profile.companyAddress", { max: 300 }],
      ["businessLicenseNumber", "profile.businessLicenseNumber", { max: 60 }],
      ["tin", "profile.tin", { max: 10, inputMode: "numeric" }],
    ],
  ],
];

/** Edit mode: the editable fields, Save or Cancel ('Profile Updated' / 'Update Failed'). */
export function ProfileForm({ profile, onDone }: { profile: ProfileView; onDone: () => void }) {
  const id = useId();
  const [values, setValues] = useState(() => formValuesOf(profile));
  const [errors, setErrors] = useState<Record<string, Message>>({});
  const save = useUpdateProfile();

  const field = ([name, label, o]: FieldSpec) => (
    <Field key={name} label={t(label)} htmlFor={`${id}-${name}`} error={errors[name]}>
      <Input
        id={`${id}-${name}`}
        type={o.type ?? "text"}
        maxLength={o.max}
        {...(o.range ? dayBounds(o.range) : {})}
        autoComplete={o.autoComplete}
        inputMode={o.inputMode}
        value={values[name]}
        aria-invalid={errors[name] ? true : undefined}
        onChange={(e) => {
          setValues((v) => ({ ...v, [name]: e.target.value }));
          setErrors(({ [name]: _, ...rest }) => rest);
        }}
      />
    </Field>
  );
  const section = ([title, fields]: [MessageKey, FieldSpec[]]) => (
    <Card key={title} className="p-4 sm:p-5">
      <fieldset className="min-w-0 space-y-4">
        <legend className="mb-3 text-base font-semibold text-slate-900">{t(title)}</legend>
        <div className="grid gap-4 sm:grid-cols-2">{fields.map(field)}</div>
      </fieldset>
    </Card>
  );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found: Record<string, Message> = {};
    if (values.firstName.trim().length < NAME_MIN)
      found.firstName = t("signup.firstNameTooShort", { min: NAME_MIN });
    if (values.lastName.trim().length < NAME_MIN)
      found.lastName = t("signup.lastNameTooShort", { min: NAME_MIN });
    if (values.tin && !TIN_PATTERN.test(values.tin)) found.tin = t("profile.badTin");
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(updateBodyOf(values, profile.role), {
      onSuccess: () => {
        toast({ title: t("profile.updatedTitle"), description: t("profile.updatedText") });
        onDone();
      },
      onError: (err) => {
        if (err instanceof ApiError && err.fields) setErrors(err.fields);
        toast({
          variant: "destructive",
          title: t("profile.failedTitle"),
          description: apiErrorMessage(err, t("profile.failedText"), t("common.networkError")),
        });
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5" data-testid="profile-form">
      <fieldset disabled={save.isPending} className="min-w-0 space-y-5">
        {section(["profile.sectionPersonal", PERSON])}
        {(profile.role === "tenant" ? TENANT : LANDLORD).map(section)}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onDone}>
            {t("profile.cancel")}
          </Button>
          <Button type="submit">{save.isPending ? t("profile.saving") : t("profile.save")}</Button>
        </div>
      </fieldset>
    </form>
  );
}
