import type { Message } from "@common/i18n/message";
import type { ProfileView } from "@common/schemas/profile";
import { Camera, UserRound } from "lucide-react";
import { useId, useRef } from "react";
import { MAX_PHOTO_BYTES, PHOTO_ACCEPT } from "@/components/PhotoPicker";
import { toast } from "@/components/ui/toast";
import { apiErrorMessage } from "@/lib/errors";
import { t } from "@/lib/i18n";
import { useUploadProfilePhoto } from "./queries";

/** The profile photo with 'Change photo': one image, checked here for type and size, then by the server. */
export function ProfilePhoto({ profile }: { profile: ProfileView }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadProfilePhoto();
  const name = `${profile.firstName} ${profile.lastName}`;
  const failed = (description: Message) =>
    toast({ variant: "destructive", title: t("profile.failedTitle"), description });
  const choose = (file: File | undefined) => {
    if (input.current) input.current.value = "";
    if (!file) return;
    if (!PHOTO_ACCEPT.split(",").includes(file.type)) return failed(t("photos.wrongType"));
    if (file.size > MAX_PHOTO_BYTES) return failed(t("photos.tooLarge"));
    upload.mutate(file, {
      onSuccess: () => toast({ title: t("profile.photoUpdated") }),
      onError: (e) => failed(apiErrorMessage(e, t("profile.failedText"), t("common.networkError"))),
    });
  };
  return (
    <div className="flex items-center gap-3">
      {profile.profileImageUrl ? (
        <img
          src={profile.profileImageUrl}
          alt={t("profile.photoAlt", { name })}
          className="h-20 w-20 shrink-0 rounded-full object-cover"
        />
      ) : (
        <span
          aria-hidden
          className="grid h-20 w-20 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700"
        >
          <UserRound className="h-9 w-9" />
        </span>
      )}
      <label
        htmlFor={id}
        className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-within:outline-2 focus-within:outline-brand-600"
      >
        <Camera aria-hidden className="h-4 w-4" />
        {upload.isPending ? t("profile.photoUploading") : t("profile.photoChange")}
        <input
          ref={input}
          id={id}
          type="file"
          accept={PHOTO_ACCEPT}
          className="sr-only"
          disabled={upload.isPending}
          onChange={(e) => choose(e.target.files?.[0])}
          data-testid="profile-photo-input"
        />
      </label>
    </div>
  );
}
