import { formatMoney } from "@common/money";
import { CATEGORY_LABEL_KEYS, CONDITION_LABEL_KEYS, type ListingView } from "@common/schemas/marketplace";
import { t } from "@/lib/i18n";
import { pagePath } from "@/lib/pages";

export const priceOf = (l: Pick<ListingView, "price" | "currency">) => formatMoney(l.price, l.currency);
export const categoryLabel = (l: Pick<ListingView, "category">) => t(CATEGORY_LABEL_KEYS[l.category]);
export const conditionLabel = (l: Pick<ListingView, "condition">) => t(CONDITION_LABEL_KEYS[l.condition]);

/** 'Listed by Sarah Nakato, unit 1A': the seller's name and unit, never their phone. */
export const sellerLine = (l: Pick<ListingView, "sellerName" | "unitNumber">) =>
  l.unitNumber
    ? t("marketplace.sellerUnit", { name: l.sellerName, unit: l.unitNumber })
    : t("marketplace.seller", { name: l.sellerName });

/** /neighbors-chat with the spec's seller and item parameters. */
export const contactHref = (l: Pick<ListingView, "id" | "sellerId">) =>
  pagePath("/neighbors-chat", { query: { seller: l.sellerId, item: l.id } });
