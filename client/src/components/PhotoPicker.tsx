import type { Message } from "@common/i18n/message";
import { ImagePlus, X } from "lucide-react";
import { useEffect, useId, useMemo, useRef } from "react";
import { t } from "@/lib/i18n";

/** The server's per-photo limit (server/src/platform/storage/images.ts MAX_UPLOAD_BYTES): 10 MB. */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
export const PHOTO_ACCEPT = "image/png,image/jpeg,image/webp";
const PHOTO_TYPES: readonly string[] = PHOTO_ACCEPT.split(",");

/** Checks newly chosen files against the limits; returns the files to keep and a message for the rest. */
function addPhotos(current: File[], chosen: File[], max: number): { photos: File[]; error?: Message } {
  const photos = [...current];
  let error: Message | undefined;
  for (const f of chosen) {
    if (!PHOTO_TYPES.includes(f.type)) error = t("photos.wrongType");
    else if (f.size > MAX_PHOTO_BYTES) error = t("photos.tooLarge");
    else if (photos.length >= max) error = t("photos.tooMany", { max });
    else photos.push(f);
  }
  return { photos, error };
}

/**
 * Up to `max` photos with previews and a remove button each ('Photos', hint 'PNG, JPG up to 10MB'). The server
 * checks them again (platform/storage/photos.ts): this only saves a slow upload that would be refused.
 */
export function PhotoPicker({
  photos,
  max,
  error,
  disabled,
  label,
  testId = "photos-input",
  onChange,
}: {
  photos: File[];
  max: number;
  error?: Message;
  disabled?: boolean;
  /** 'Photos' unless said. */
  label?: Message;
  testId?: string;
  onChange: (photos: File[], error?: Message) => void;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const previews = useMemo(() => photos.map((f) => URL.createObjectURL(f)), [photos]);
  useEffect(
    () => () => {
      for (const u of previews) URL.revokeObjectURL(u);
    },
    [previews],
  );
  const full = photos.length >= max;

  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label ?? t("photos.label")}{" "}
        <span className="font-normal text-slate-500">{t("common.optional")}</span>
      </label>
      <div
        className={`relative flex min-h-24 flex-col items-center justify-center gap-1 rounded-lg border-2 border-dashed p-4 text-center ${
          full || disabled
            ? "border-slate-200 bg-slate-50"
            : "border-slate-300 bg-white hover:border-brand-600"
        } focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-600/30`}
      >
        <ImagePlus aria-hidden className="h-6 w-6 text-brand-600" />
        <span className="text-sm font-medium text-slate-800">
          {full ? t("photos.added", { count: max }) : t("photos.tapToAdd")}
        </span>
        <span id={hintId} className="text-xs text-slate-500">
          {t("photos.hint", { max: max })}
        </span>
        <input
          ref={inputRef}
          id={id}
          type="file"
          multiple={max > 1}
          accept={PHOTO_ACCEPT}
          disabled={disabled || full}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          aria-invalid={error ? true : undefined}
          data-testid={testId}
          className="absolute inset-0 cursor-pointer opacity-0 disabled:cursor-not-allowed"
          onChange={(e) => {
            const chosen = Array.from(e.target.files ?? []);
            e.target.value = "";
            if (chosen.length === 0) return;
            const next = addPhotos(photos, chosen, max);
            onChange(next.photos, next.error);
          }}
        />
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
      {photos.length > 0 && (
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5" aria-label={t("photos.chosen")}>
          {photos.map((f, i) => (
            <li key={previews[i]} className="relative aspect-square overflow-hidden rounded-lg bg-slate-100">
              <img
                src={previews[i]}
                alt={t("photos.previewAlt", { index: i + 1, name: f.name })}
                className="h-full w-full object-cover"
              />
              <button
                type="button"
                disabled={disabled}
                aria-label={t("photos.remove", { index: i + 1 })}
                onClick={() => {
                  onChange(photos.filter((_, j) => j !== i));
                  inputRef.current?.focus();
                }}
                className="absolute top-0 right-0 grid h-11 w-11 place-items-center text-white"
              >
                <span className="grid h-7 w-7 place-items-center rounded-full bg-slate-900/70">
                  <X aria-hidden className="h-4 w-4" />
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
