import {
  ANNOUNCEMENT_CONTENT_MAX,
  ANNOUNCEMENT_PRIORITIES,
  ANNOUNCEMENT_TITLE_MAX,
  ANNOUNCEMENT_TYPES,
} from "@common/announcements/values";
import type { Announcement } from "@common/schemas/announcements";
import { zodResolver } from "@hookform/resolvers/zod";
import { Send } from "lucide-react";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { ListSkeleton } from "@/components/page-states";
import { Button } from "@/components/ui/button";
import { Field, Input, inputClass, Select } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import { useProperties } from "@/features/properties/use-properties";
import { dateTimeBounds } from "@/lib/date-bounds";
import { apiErrorMessage, applyFieldErrors } from "@/lib/errors";
import { formMessage, t } from "@/lib/i18n";
import {
  ALL,
  type AnnouncementFormValues,
  type AnnouncementPayload,
  announcementFormSchema,
  FORM_FIELDS,
  formValues,
} from "./form";
import { priorityLabel, typeLabel } from "./labels";
import { useCreateAnnouncement, useUpdateAnnouncement } from "./queries";

/**
 * Compose (or edit, while unread) an announcement: title, content, type, priority, pinned, acknowledgement,
 * expiry, tags and the audience (the selected property by default, or all the landlord's properties).
 */
export function AnnouncementForm(props: {
  editing: Announcement | null;
  defaultPropertyId: number | undefined;
  onDone: () => void;
}) {
  const properties = useProperties();
  // The audience select gets its options before its value: a select set to a value it has no option for shows
  // another one.
  if (properties.isLoading) return <ListSkeleton rows={2} label={t("common.loading")} />;
  return <ComposeForm {...props} properties={properties.data ?? []} />;
}

function ComposeForm({
  editing,
  defaultPropertyId,
  onDone,
  properties,
}: {
  editing: Announcement | null;
  defaultPropertyId: number | undefined;
  onDone: () => void;
  properties: readonly { id: number; name: string }[];
}) {
  const id = useId();
  const create = useCreateAnnouncement();
  const update = useUpdateAnnouncement();
  const pending = create.isPending || update.isPending;
  const form = useForm<AnnouncementFormValues, unknown, AnnouncementPayload>({
    resolver: zodResolver(announcementFormSchema),
    defaultValues: formValues(editing, defaultPropertyId),
  });
  const errors = form.formState.errors;

  const failed = (e: unknown) => {
    applyFieldErrors(e, FORM_FIELDS, form.setError, { propertyId: "audience" });
    toast({
      title: t("announcements.toastFailed"),
      description: apiErrorMessage(e, t("announcements.actionFailed")),
      variant: "destructive",
    });
  };

  const onValid = (body: AnnouncementPayload) => {
    if (editing) {
      update.mutate(
        { id: editing.id, body },
        {
          onSuccess: () => {
            toast({ title: t("announcements.toastSaved") });
            onDone();
          },
          onError: failed,
        },
      );
      return;
    }
    create.mutate(body, {
      onSuccess: (a) => {
        toast({
          title: t("announcements.toastPublished"),
          description: t("announcements.toastPublishedText", { count: a.stats?.audienceSize ?? 0 }),
        });
        onDone();
      },
      onError: failed,
    });
  };

  const fid = (name: string) => `${id}-${name}`;
  const invalid = (name: keyof AnnouncementFormValues) => (errors[name] ? true : undefined);

  return (
    <form
      onSubmit={form.handleSubmit(onValid)}
      noValidate
      className="space-y-4"
      aria-busy={pending}
      data-testid="announcement-form"
    >
      <fieldset disabled={pending} className="space-y-4">
        <Field label={t("announcements.fieldTitle")} htmlFor={fid("title")} error={formMessage(errors.title)}>
          <Input
            id={fid("title")}
            maxLength={ANNOUNCEMENT_TITLE_MAX}
            aria-invalid={invalid("title")}
            {...form.register("title")}
          />
        </Field>
        <Field
          label={t("announcements.fieldContent")}
          htmlFor={fid("content")}
          error={formMessage(errors.content)}
        >
          <textarea
            id={fid("content")}
            rows={5}
            maxLength={ANNOUNCEMENT_CONTENT_MAX}
            aria-invalid={invalid("content")}
            className={inputClass}
            {...form.register("content")}
          />
        </Field>
        <div className="grid gap-4 sm:grid-cols-3">
          <Field label={t("announcements.fieldType")} htmlFor={fid("type")} error={formMessage(errors.type)}>
            <Select id={fid("type")} aria-invalid={invalid("type")} {...form.register("type")}>
              {ANNOUNCEMENT_TYPES.map((v) => (
                <option key={v} value={v}>
                  {typeLabel(v)}
                </option>
              ))}
            </Select>
          </Field>
          <Field
            label={t("announcements.fieldPriority")}
            htmlFor={fid("priority")}
            error={formMessage(errors.priority)}
          >
            <Select id={fid("priority")} aria-invalid={invalid("priority")} {...form.register("priority")}>
              {ANNOUNCEMENT_PRIORITIES.map((v) => (
                <option key={v} value={v}>
                  {priorityLabel(v)}
                </option>
              ))}
            </Select>
          </Field>
          <Field
            label={t("announcements.fieldAudience")}
            htmlFor={fid("audience")}
            error={formMessage(errors.audience)}
          >
            <Select id={fid("audience")} aria-invalid={invalid("audience")} {...form.register("audience")}>
              {properties.map((p) => (
                <option key={p.id} value={String(p.id)}>
                  {p.name}
                </option>
              ))}
              <option value={ALL}>{t("announcements.audienceAll")}</option>
            </Select>
          </Field>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={t("announcements.fieldExpiresAt")}
            htmlFor={fid("expiresAt")}
            error={formMessage(errors.expiresAt)}
            hint={t("announcements.fieldExpiresAtHint")}
          >
            <Input
              id={fid("expiresAt")}
              type="datetime-local"
              {...dateTimeBounds("announcementExpiry")}
              aria-invalid={invalid("expiresAt")}
              {...form.register("expiresAt")}
            />
          </Field>
          <Field
            label={t("announcements.fieldTags")}
            htmlFor={fid("tags")}
            error={formMessage(errors.tags)}
            hint={t("announcements.fieldTagsHint")}
          >
            <Input id={fid("tags")} aria-invalid={invalid("tags")} {...form.register("tags")} />
          </Field>
        </div>
        <div className="space-y-2">
          <label className="flex min-h-11 items-start gap-3 text-sm text-slate-800">
            <input
              type="checkbox"
              className="mt-1 h-5 w-5 shrink-0 accent-brand-600"
              {...form.register("pinned")}
            />
            <span>
              <span className="font-medium">{t("announcements.fieldPinned")}</span>
              <span className="block text-slate-600">{t("announcements.fieldPinnedHint")}</span>
            </span>
          </label>
          <label className="flex min-h-11 items-start gap-3 text-sm font-medium text-slate-800">
            <input
              type="checkbox"
              className="mt-1 h-5 w-5 shrink-0 accent-brand-600"
              {...form.register("requiresAck")}
            />
            <span>{t("announcements.fieldRequiresAck")}</span>
          </label>
        </div>
      </fieldset>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={pending}>
          {t("announcements.cancel")}
        </Button>
        <Button type="submit" disabled={pending}>
          <Send aria-hidden className="h-4 w-4" />
          {editing
            ? pending
              ? t("announcements.saving")
              : t("announcements.save")
            : pending
              ? t("announcements.publishing")
              : t("announcements.publish")}
        </Button>
      </div>
    </form>
  );
}
