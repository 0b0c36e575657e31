import type { BankDetailsInput, PayoutAccount } from "@common/schemas/payouts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiPost } from "@/lib/api";

export const BANK_DETAILS_KEY = ["/api/landlord/bank-details"] as const;

export type BankDetailsResponse = { account: PayoutAccount | null };

/** The landlord's default payout account (null until they save one). */
export function useBankDetails() {
  return useQuery<BankDetailsResponse>({ queryKey: BANK_DETAILS_KEY });
}

export function useSaveBankDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BankDetailsInput) =>
      apiPost<{ success: true; account: PayoutAccount }>("/api/landlord/bank-details", body),
    onSuccess: (data) => {
      queryClient.setQueryData<BankDetailsResponse>(BANK_DETAILS_KEY, { account: data.account });
      return queryClient.invalidateQueries({
        predicate: (q) =>
          typeof q.queryKey[0] === "string" &&
          q.queryKey[0].startsWith("/api/landlord/") &&
          q.queryKey[0] !== BANK_DETAILS_KEY[0],
      });
    },
  });
}
