import {
  CATEGORY_LABELS,
  CONTACT_MAX,
  DESCRIPTION_MAX,
  EXPECTED_RESPONSE_HOURS,
  MAINTENANCE_CATEGORIES,
  type MaintenanceCategory,
  PRESET_ISSUES,
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
import { useLocation } from "wouter";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Field, Input, inputClass, Select } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api";
import { apiErrorMessage } from "@/lib/errors";
import { PhotoPicker } from "./PhotoPicker";
import { invalidateMaintenance } from "./queries";
import { submitMaintenanceRequest } from "./submit";

type TenantPriority = "low" | "medium" | "high" | "emergency";

/** The four priority cards (spec section 2, copy as given). */
export const PRIORITY_OPTIONS: readonly {
  value: TenantPriority;
  label: string;
  hint: string;
  style: string;
}[] = [
  { value: "low", label: "Low", hint: "Can wait a few days", style: "peer-checked:border-slate-500" },
  {
    value: "medium",
    label: "Medium",
    hint: "Should be fixed within 2-3 days",
    style: "peer-checked:border-amber-500",
  },
  {
    value: "high",
    label: "High",
    hint: "Needs immediate attention",
    style: "peer-checked:border-orange-500",
  },
  { value: "emergency", label: "Emergency", hint: "Safety hazard", style: "peer-checked:border-red-600" },
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

const FALLBACK = "Failed to submit maintenance request. Please try again.";

/** The tenant's maintenance request form: priority, category, issue, description, contact, photos. */
export function MaintenanceRequestForm() {
  const id = useId();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const [priority, setPriority] = useState<TenantPriority>("medium");
  const [category, setCategory] = useState<MaintenanceCategory | null>(null);
  const [issue, setIssue] = useState("");
  const [description, setDescription] = useState("");
  const [contact, setContact] = useState("");
  const [photos, setPhotos] = useState<File[]>([]);
  const [photoError, setPhotoError] = useState<string | undefined>();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [progress, setProgress] = useState<number | null>(null);
  const submitting = progress !== null;
  const canSubmit = issue !== "" && category !== null;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (submitting) return;
    if (!canSubmit || !category) {
      toast({
        title: "Issue Required",
        description: "Please select an issue type before submitting.",
        variant: "destructive",
      });
      return;
    }
    setFieldErrors({});
    setProgress(0);
    try {
      await submitMaintenanceRequest(
        { priority, category, issue, description, contact, photos },
        setProgress,
      );
      void invalidateMaintenance(queryClient);
      toast({
        title: "Request Submitted",
        description: `We'll respond within ${EXPECTED_RESPONSE_HOURS} hours.`,
      });
      navigate("/tenant-demo-simple");
    } catch (err) {
      setProgress(null);
      if (err instanceof ApiError && err.fields) {
        setFieldErrors(err.fields);
        if (err.fields.photos) setPhotoError(err.fields.photos);
      }
      toast({
        title: "Submission Failed",
        description: apiErrorMessage(err, FALLBACK, err instanceof ApiError ? err.message : FALLBACK),
        variant: "destructive",
      });
    }
  };

  const issueId = `${id}-issue`;
  const descriptionId = `${id}-description`;
  const contactId = `${id}-contact`;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-busy={submitting}>
      <Card className="p-4 sm:p-5">
        <fieldset disabled={submitting}>
          <legend className="text-base font-semibold text-slate-900">Priority</legend>
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
                        {p.label}
                      </label>
                    </span>
                    <span id={`${inputId}-hint`} className="text-xs text-slate-600">
                      {p.hint}
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
          <legend className="text-base font-semibold text-slate-900">Category</legend>
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
                  <span className="min-w-0 break-words">{CATEGORY_LABELS[c]}</span>
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
          label="Issue"
          htmlFor={issueId}
          error={fieldErrors.issue}
          hint={category ? undefined : "Choose a category first."}
        >
          <Select
            id={issueId}
            value={issue}
            disabled={!category || submitting}
            onChange={(e) => setIssue(e.target.value)}
            aria-invalid={fieldErrors.issue ? true : undefined}
          >
            <option value="">{category ? "Select an issue" : "Choose a category first"}</option>
            {category &&
              PRESET_ISSUES[category].map((i) => (
                <option key={i} value={i}>
                  {i}
                </option>
              ))}
          </Select>
        </Field>

        <Field
          label="Description"
          htmlFor={descriptionId}
          error={fieldErrors.description}
          hint="Optional. Anything that helps the technician find and fix the problem."
        >
          <textarea
            id={descriptionId}
            value={description}
            maxLength={DESCRIPTION_MAX}
            rows={4}
            disabled={submitting}
            onChange={(e) => setDescription(e.target.value)}
            placeholder="Describe the problem"
            className={`${inputClass} resize-y`}
          />
        </Field>

        <Field
          label="Contact Phone"
          htmlFor={contactId}
          error={fieldErrors.contact}
          hint="Optional. A number the technician can call."
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
            placeholder="+256 7XX XXX XXX"
          />
        </Field>

        <PhotoPicker
          photos={photos}
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
        Expected response: {EXPECTED_RESPONSE_HOURS} hours
      </p>

      {priority === "emergency" && (
        <p className="flex items-start gap-2 rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
          <AlertTriangle aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
          For fire, gas leaks or flooding, leave the unit first and call your property manager.
        </p>
      )}

      {progress !== null && (
        <div className="space-y-1">
          <div className="flex justify-between text-sm text-slate-700">
            <span>{progress < 100 ? "Uploading..." : "Saving..."}</span>
            <span>{progress}%</span>
          </div>
          <div
            role="progressbar"
            aria-label="Upload progress"
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
        {submitting ? "Submitting..." : "Submit Request"}
      </Button>
    </form>
  );
}
