import type { ProfileUpdateBody, ProfileView } from "@common/schemas/profile";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ApiError, apiKey, call } from "@/lib/api";
import { CURRENT_USER_KEY } from "@/lib/auth";
import { useApiQuery } from "@/lib/query";
import { upload } from "@/lib/upload";

export function useProfile() {
  return useApiQuery("profile.get");
}

/** After a change: the profile shows the answer at once; the signed-in user (name, photo) is read again. */
function useProfileMutation<V>(fn: (v: V) => Promise<ProfileView>) {
  const queryClient = useQueryClient();
  return useMutation<ProfileView, ApiError, V>({
    mutationFn: fn,
    onSuccess: (profile) => {
      queryClient.setQueryData(apiKey("profile.get"), profile);
      void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    },
  });
}

export const useUpdateProfile = () =>
  useProfileMutation((body: ProfileUpdateBody) => call("profile.update", { body }));

export const useUploadProfilePhoto = () =>
  useProfileMutation((photo: File) => {
    const form = new FormData();
    form.append("photo", photo, photo.name);
    return upload("profile.uploadPhoto", form);
  });

export type ContactKind = "email" | "phone";

/** A new email or phone number: the code first (to the new one), then the code confirms it. */
export function useRequestContactChange(kind: ContactKind) {
  return useMutation({
    mutationFn: (value: string) =>
      kind === "email"
        ? call("profile.requestEmailChange", { body: { email: value } })
        : call("profile.requestPhoneChange", { body: { phone: value } }),
  });
}
export const useConfirmContact = (kind: ContactKind) =>
  useProfileMutation(({ value, code }: { value: string; code: string }) =>
    kind === "email"
      ? call("profile.confirmEmailChange", { body: { email: value, code } })
      : call("profile.confirmPhoneChange", { body: { phone: value, code } }),
  );
