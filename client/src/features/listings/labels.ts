import { formatMoney } from "@common/money";
import type { ListingSummary } from "@common/schemas/listings";
import { t } from "@/lib/i18n";

type Range = { min: number; max: number };

export const bedroomsLabel = ({ min, max }: Range) =>
  min === max ? t("listings.bedroomsRange", { min }) : t("listings.bedroomsSpan", { min, max });
export const bathroomsLabel = ({ min, max }: Range) =>
  min === max ? t("listings.bathroomsRange", { count: min }) : t("listings.bathroomsSpan", { min, max });

export const fromPrice = (l: Pick<ListingSummary, "price" | "currency">) =>
  t("listings.fromPrice", { price: formatMoney(l.price, l.currency) });
