import type { Message } from "@common/i18n/message";
import { LISTING_PRICE_MAX, type ListingCategory, type ListingCondition } from "@common/schemas/marketplace";
import { t } from "@/lib/i18n";

export interface ListingFormValues {
  title: string;
  description: string;
  price: string;
  /** Empty until the seller chooses one: no category is assumed for them. */
  category: ListingCategory | "";
  condition: ListingCondition;
  tags: string;
}

export const EMPTY_LISTING: ListingFormValues = {
  title: "",
  description: "",
  price: "",
  category: "",
  condition: "good",
  tags: "",
};

/**
 * The form's own checks (the spec's: title, description and price required; a whole, positive price; and a
 * category chosen).
 */
export function listingFormErrors(v: ListingFormValues): Record<string, Message> {
  const errors: Record<string, Message> = {};
  if (!v.title.trim()) errors.title = t("marketplace.titleRequired");
  if (!v.description.trim()) errors.description = t("marketplace.descriptionRequired");
  const price = v.price.trim().replaceAll(",", "");
  if (!price) errors.price = t("marketplace.priceRequired");
  else if (price.length > 12 || !/^-?\d+(\.\d+)?$/.test(price)) errors.price = t("marketplace.priceRequired");
  else if (Number(price) < 0) errors.price = t("marketplace.priceNegative");
  else if (!Number.isInteger(Number(price))) errors.price = t("marketplace.priceWhole");
  else if (Number(price) > LISTING_PRICE_MAX)
    errors.price = t("marketplace.priceTooLarge", { max: LISTING_PRICE_MAX });
  if (!v.category) errors.category = t("marketplace.chooseCategory");
  return errors;
}

/** The multipart form of POST /api/marketplace: the fields as text and each photo as `photos`. */
export function toFormData(v: ListingFormValues, photos: File[]): FormData {
  const form = new FormData();
  for (const [k, value] of Object.entries(v)) form.append(k, value.trim());
  for (const p of photos) form.append("photos", p, p.name);
  return form;
}
