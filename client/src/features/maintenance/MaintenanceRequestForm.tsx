import type { MessageKey } from "@common/i18n/keys";
import type { Message } from "@common/i18n/message";
import {
  CONTACT_MAX,
  DESCRIPTION_MAX,
  EXPECTED_RESPONSE_HOURS,
  MAINTENANCE_CATEGORIES,
  MAX_MAINTENANCE_PHOTOS,
  type MaintenanceCategory,
  PRESET_ISSUES,
  toStoredPriority,
} from "@common/schemas/maintenance";
import { useQueryClient } from "@tanstack/react-query";
import {
  AlertTriangle,
  Clock,
  Droplets,
  type LucideIcon,
  Plug,
  Refrigerator,
  Send,
  ShieldCheck,
  Wind,
  Wrench,
} from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { PhotoPicker } from "@/components/PhotoPicker";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Field, Input, inputClass, Select } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api";
import { useCurrentUser } from "@/lib/auth";
import { apiErrorMessage } from "@/lib/errors";
import { t } from "@/lib/i18n";
import { useLocation } from "@/lib/navigation";
import { queueMaintenance } from "@/lib/outbox";
import { DASHBOARD_PATH } from "@/lib/pages";

import { categoryLabel, priorityLabel } from "./labels";
import { invalidateMaintenance } from "./queries";
import { submitMaintenanceRequest } from "./submit";

type TenantPriority = "low" | "medium" | "high" | "emergency";

/** The four priority cards (spec section 2, copy as given): emergency is stored, and named, as urgent. */
const PRIORITY_OPTIONS: readonly {
  value: TenantPriority;
  hint: MessageKey;
  style: string;
}[] = [
  { value: "low", hint: "maintenance.priorityHintLow", style: "peer-checked:border-slate-500" },
  { value: "medium", hint: "maintenance.priorityHintMedium", style: "peer-checked:border-amber-500" },
  { value: "high", hint: "maintenance.priorityHintHigh", style: "peer-checked:border-orange-500" },
  { value: "emergency", hint: "maintenance.priorityHintEmergency", style: "peer-checked:border-red-600" },
];

const DOT: Record<TenantPriority, string> = {
  low: "bg-slate-400",
  medium: "bg-amber-500",
  high: "bg-orange-500",
  emergency: "bg-red-600",
};

const CATEGORY_ICONS: Record<MaintenanceCategory, LucideIcon> = {
  plumbing: Droplets,
  electrical: Plug,
  hvac: Wind,
  structural: Wrench,
  appliances: Refrigerator,
  security: ShieldCheck,
};

/** The tenant's maintenance request form: priority, category, issue, description, contact, photos. */
export function MaintenanceRequestForm() {
  const id = useId();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const { user } = useCurrentUser();
  const [priority, setPriority] = useState<TenantPriority>("medium");
  const [category, setCategory] = useState<MaintenanceCategory | null>(null);
  const [issue, setIssue] = useState("");
  const [description, setDescription] = useState("");
  const [contact, setContact] = useState("");
  const [photos, setPhotos] = useState<File[]>([]);
  const [photoError, setPhotoError] = useState<Message | undefined>();
  const [fieldErrors, setFieldErrors] = useState<Record<string, Message>>({});
  const [progress, setProgress] = useState<number | null>(null);
  const submitting = progress !== null;
  const canSubmit = issue !== "" && category !== null;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (submitting) return;
    if (!canSubmit || !category) {
      toast({
        title: t("maintenance.toastIssueRequired"),
        description: t("maintenance.issueRequired"),
        variant: "destructive",
      });
      return;
    }
    setFieldErrors({});
    // Offline: the request waits in this browser and goes when the connection returns (photos need a connection).
    if (!navigator.onLine) return saveForLater(category);
    setProgress(0);
    try {
      await submitMaintenanceRequest(
        { priority, category, issue, description, contact, photos },
        setProgress,
      );
      void invalidateMaintenance(queryClient);
      toast({
        title: t("maintenance.toastSubmitted"),
        description: t("maintenance.toastSubmittedText", { hours: EXPECTED_RESPONSE_HOURS }),
      });
      navigate(DASHBOARD_PATH);
    } catch (err) {
      setProgress(null);
      if (err instanceof ApiError && err.status === 0 && !navigator.onLine) return saveForLater(category);
      if (err instanceof ApiError && err.fields) {
        setFieldErrors(err.fields);
        if (err.fields.photos) setPhotoError(err.fields.photos);
      }
      const fallback = t("maintenance.submitFailed");
      toast({
        title: t("maintenance.toastSubmitFailed"),
        description: apiErrorMessage(err, fallback, err instanceof ApiError ? err.message : fallback),
        variant: "destructive",
      });
    }
  };

  function saveForLater(chosen: MaintenanceCategory) {
    if (photos.length > 0) {
      toast({
        title: t("maintenance.offlineTitle"),
        description: t("maintenance.offlinePhotos"),
        variant: "destructive",
      });
      return;
    }
    // The tenant guard renders this form only for a signed-in tenant.
    const queued = queueMaintenance(user?.id ?? "", {
      title: issue,
      priority: toStoredPriority(priority),
      category: chosen,
      issue,
      ...(description.trim() ? { description: description.trim() } : {}),
      ...(contact.trim() ? { contact: contact.trim() } : {}),
    });
    toast(
      queued
        ? { title: t("maintenance.queuedTitle"), description: t("maintenance.queuedText") }
        : {
            title: t("maintenance.offlineTitle"),
            description: t("maintenance.queueFailed"),
            variant: "destructive",
          },
    );
    if (queued) navigate(DASHBOARD_PATH);
  }

  const issueId = `${id}-issue`;
  const descriptionId = `${id}-description`;
  const contactId = `${id}-contact`;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-busy={submitting}>
      <Card className="p-4 sm:p-5">
        <fieldset disabled={submitting}>
          <legend className="text-base font-semibold text-slate-900">{t("maintenance.formPriority")}</legend>
          <div className="mt-3 grid grid-cols-2 gap-3">
            {PRIORITY_OPTIONS.map((p) => {
              const inputId = `${id}-priority-${p.value}`;
              return (
                <div key={p.value} className="relative">
                  <input
                    type="radio"
                    name="priority"
                    id={inputId}
                    value={p.value}
                    checked={priority === p.value}
                    onChange={() => setPriority(p.value)}
                    aria-describedby={`${inputId}-hint`}
                    className="peer absolute inset-0 z-10 h-full w-full cursor-pointer appearance-none rounded-lg opacity-0"
                  />
                  <div
                    className={`flex h-full min-h-20 flex-col gap-1 rounded-lg border-2 border-slate-200 bg-white p-3 transition-colors peer-checked:bg-brand-50 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600/40 ${p.style}`}
                  >
                    <span className="flex items-center gap-2">
                      <span aria-hidden className={`h-2.5 w-2.5 shrink-0 rounded-full ${DOT[p.value]}`} />
                      <label htmlFor={inputId} className="font-semibold text-slate-900">
                        {priorityLabel(toStoredPriority(p.value))}
                      </label>
                    </span>
                    <span id={`${inputId}-hint`} className="text-xs text-slate-600">
                      {t(p.hint)}
                    </span>
                  </div>
                </div>
              );
            })}
          </div>
        </fieldset>
      </Card>

      <Card className="space-y-4 p-4 sm:p-5">
        <fieldset disabled={submitting}>
          <legend className="text-base font-semibold text-slate-900">{t("maintenance.formCategory")}</legend>
          <div className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3">
            {MAINTENANCE_CATEGORIES.map((c) => {
              const Icon = CATEGORY_ICONS[c];
              const selected = category === c;
              return (
                <button
                  key={c}
                  type="button"
                  aria-pressed={selected}
                  onClick={() => {
                    if (category !== c) setIssue("");
                    setCategory(c);
                  }}
                  className={`flex min-h-14 items-center gap-2 rounded-lg border-2 px-3 py-2 text-left text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
                    selected
                      ? "border-brand-600 bg-brand-50 text-brand-800"
                      : "border-slate-200 bg-white text-slate-800 hover:border-slate-300"
                  }`}
                >
                  <Icon aria-hidden className="h-5 w-5 shrink-0 text-brand-600" />
                  <span className="min-w-0 break-words">{categoryLabel(c)}</span>
                </button>
              );
            })}
          </div>
          {fieldErrors.category && (
            <p role="alert" className="mt-2 text-sm text-red-600">
              {fieldErrors.category}
            </p>
          )}
        </fieldset>

        <Field
          label={t("maintenance.formIssue")}
          htmlFor={issueId}
          error={fieldErrors.issue}
          hint={category ? undefined : t("maintenance.formIssueHint")}
        >
          <Select
            id={issueId}
            value={issue}
            disabled={!category || submitting}
            onChange={(e) => setIssue(e.target.value)}
            aria-invalid={fieldErrors.issue ? true : undefined}
          >
            <option value="">
              {t(category ? "maintenance.formIssueSelect" : "maintenance.formIssueNoCategory")}
            </option>
            {category &&
              PRESET_ISSUES[category].map((key) => (
                <option key={key} value={key}>
                  {t(key)}
                </option>
              ))}
          </Select>
        </Field>

        <Field
          label={t("common.description")}
          htmlFor={descriptionId}
          error={fieldErrors.description}
          hint={t("maintenance.formDescriptionHint")}
        >
          <textarea
            id={descriptionId}
            value={description}
            maxLength={DESCRIPTION_MAX}
            rows={4}
            disabled={submitting}
            onChange={(e) => setDescription(e.target.value)}
            placeholder={t("maintenance.formDescriptionPlaceholder")}
            className={`${inputClass} resize-y`}
          />
        </Field>

        <Field
          label={t("maintenance.formContact")}
          htmlFor={contactId}
          error={fieldErrors.contact}
          hint={t("maintenance.formContactHint")}
        >
          <Input
            id={contactId}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            value={contact}
            maxLength={CONTACT_MAX}
            disabled={submitting}
            onChange={(e) => setContact(e.target.value)}
            placeholder={t("maintenance.formContactPlaceholder")}
          />
        </Field>

        <PhotoPicker
          photos={photos}
          max={MAX_MAINTENANCE_PHOTOS}
          testId="maintenance-photos-input"
          error={photoError}
          disabled={submitting}
          onChange={(next, error) => {
            setPhotos(next);
            setPhotoError(error);
          }}
        />
      </Card>

      <p className="flex items-center gap-2 rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-800">
        <Clock aria-hidden className="h-4 w-4 shrink-0" />
        {t("maintenance.formExpectedResponse", { hours: EXPECTED_RESPONSE_HOURS })}
      </p>

      {priority === "emergency" && (
        <p className="flex items-start gap-2 rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
          <AlertTriangle aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
          {t("maintenance.formEmergencyWarning")}
        </p>
      )}

      {progress !== null && (
        <div className="space-y-1">
          <div className="flex justify-between text-sm text-slate-700">
            <span>{t(progress < 100 ? "maintenance.formUploading" : "common.saving")}</span>
            <span>{t("maintenance.formProgress", { percent: progress })}</span>
          </div>
          <div
            role="progressbar"
            aria-label={t("maintenance.formUploadProgress")}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            className="h-2 overflow-hidden rounded-full bg-slate-200"
          >
            <div className="h-full bg-brand-600 transition-all" style={{ width: `${progress}%` }} />
          </div>
        </div>
      )}

      <Button
        type="submit"
        className="w-full aria-disabled:cursor-not-allowed aria-disabled:bg-brand-600/60 sm:w-auto"
        aria-disabled={!canSubmit || submitting}
        disabled={submitting}
        data-testid="maintenance-submit"
      >
        <Send aria-hidden className="h-4 w-4" />
        {t(submitting ? "common.submitting" : "maintenance.formSubmit")}
      </Button>
    </form>
  );
}
