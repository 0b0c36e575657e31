import { MAX_MAINTENANCE_PHOTOS as MAX_PHOTOS } from "@common/schemas/maintenance";
import { ImagePlus, X } from "lucide-react";
import { useEffect, useId, useMemo, useRef } from "react";
import { t } from "@/lib/i18n";
import { MAX_PHOTO_BYTES, PHOTO_ACCEPT, PHOTO_TYPES } from "./submit";

/** Checks newly chosen files against the limits; returns the files to keep and a message for the rest. */
function addPhotos(current: File[], chosen: File[]): { photos: File[]; error?: string } {
  const photos = [...current];
  let error: string | undefined;
  for (const f of chosen) {
    if (!PHOTO_TYPES.includes(f.type)) error = t("maintenance.wrongPhotoType");
    else if (f.size > MAX_PHOTO_BYTES) error = t("maintenance.photoTooLarge");
    else if (photos.length >= MAX_PHOTOS) error = t("maintenance.tooManyPhotos", { max: MAX_PHOTOS });
    else photos.push(f);
  }
  return { photos, error };
}

/** Up to five photos with previews and a remove button each ('Photos', hint 'PNG, JPG up to 10MB'). */
export function PhotoPicker({
  photos,
  error,
  disabled,
  onChange,
}: {
  photos: File[];
  error?: string;
  disabled?: boolean;
  onChange: (photos: File[], error?: string) => void;
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
  const full = photos.length >= MAX_PHOTOS;

  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {t("maintenance.photos")} <span className="font-normal text-slate-500">{t("common.optional")}</span>
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
          {full ? t("maintenance.photosAdded", { count: MAX_PHOTOS }) : t("maintenance.photosTapToAdd")}
        </span>
        <span id={hintId} className="text-xs text-slate-500">
          {t("maintenance.photosHint", { max: MAX_PHOTOS })}
        </span>
        <input
          ref={inputRef}
          id={id}
          type="file"
          multiple
          accept={PHOTO_ACCEPT}
          disabled={disabled || full}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          aria-invalid={error ? true : undefined}
          data-testid="maintenance-photos-input"
          className="absolute inset-0 cursor-pointer opacity-0 disabled:cursor-not-allowed"
          onChange={(e) => {
            const chosen = Array.from(e.target.files ?? []);
            e.target.value = "";
            if (chosen.length === 0) return;
            const next = addPhotos(photos, chosen);
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
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5" aria-label={t("maintenance.photosChosen")}>
          {photos.map((f, i) => (
            <li key={previews[i]} className="relative aspect-square overflow-hidden rounded-lg bg-slate-100">
              <img
                src={previews[i]}
                alt={t("maintenance.photoPreviewAlt", { index: i + 1, name: f.name })}
                className="h-full w-full object-cover"
              />
              <button
                type="button"
                disabled={disabled}
                aria-label={t("maintenance.photoRemove", { index: i + 1 })}
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
