import type { BankDetailsInput } from "@common/schemas/payouts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiKey, call } from "@/lib/api";
import { LANDLORD_DOMAINS } from "@/lib/landlord-cache";
import { invalidateDomains, useApiQuery } from "@/lib/query";

const BANK_DETAILS_KEY = apiKey("payouts.get");

/** The landlord's default payout account (null until they save one). */
export function useBankDetails() {
  return useApiQuery("payouts.get");
}

export function useSaveBankDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BankDetailsInput) => call("payouts.save", { body }),
    onSuccess: (data) => {
      queryClient.setQueryData(BANK_DETAILS_KEY, { account: data.account });
      return invalidateDomains(
        queryClient,
        LANDLORD_DOMAINS.filter((d) => d !== "payouts"),
      );
    },
  });
}
