import type { TaxpayerKind } from "@common/schemas/rental-tax";
import { useApiQuery } from "@/lib/query";

export function useRentalTax(year: number | undefined, as: TaxpayerKind | undefined) {
  return useApiQuery("rentalTax.get", { query: { year, as } });
}
