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

export const useConfirmEmail = () =>
  useProfileMutation((body: { email: string; code: string }) => call("profile.confirmEmailChange", { body }));

export function useRequestEmailChange() {
  return useMutation({
    mutationFn: (email: string) => call("profile.requestEmailChange", { body: { email } }),
  });
}
