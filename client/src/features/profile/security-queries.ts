import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ApiInput, call } from "@/lib/api";
import { invalidateDomains, useApiQuery } from "@/lib/query";

export const useSessions = () => useApiQuery("account.sessions");
export const usePasskeys = () => useApiQuery("account.passkeys");

function useAccountMutation<V, R>(fn: (v: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => invalidateDomains(queryClient, ["account", "notifications"]),
  });
}

export const useEndSession = () =>
  useAccountMutation((id: string) => call("account.endSession", { params: { id } }));
export const useEndOtherSessions = () => useAccountMutation(() => call("account.endOtherSessions"));
export const useRenamePasskey = () =>
  useAccountMutation(({ id, name }: { id: string; name: string }) =>
    call("account.renamePasskey", { params: { id }, body: { name } }),
  );
export const useRemovePasskey = () =>
  useAccountMutation((id: string) => call("account.removePasskey", { params: { id } }));
export const useChangePassword = () =>
  useAccountMutation((body: ApiInput<"account.changePassword">["body"]) =>
    call("account.changePassword", { body }),
  );

export const useDeletion = () => useApiQuery("account.deletion");
export const useRequestDeletion = () =>
  useAccountMutation((password: string) => call("account.requestDeletion", { body: { password } }));
export const useCancelDeletion = () => useAccountMutation(() => call("account.cancelDeletion"));
