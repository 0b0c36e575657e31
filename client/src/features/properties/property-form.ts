import type { Currency } from "@common/constants";
import { msg } from "@common/i18n/message";
import {
  type PropertyCreateInput,
  type PropertySummary,
  type PropertyUpdateInput,
  propertyCreateInput,
  propertyUpdateInput,
  type UnitTypeInput,
} from "@common/schemas/properties";
import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldErrors, Resolver, ResolverOptions } from "react-hook-form";
import {
  emptyPayout,
  type PayoutFormValues,
  payoutFromAccount,
  toBankDetailsInput,
} from "../payouts/payout-form";

/** What the inputs hold (strings); converted to the API shape and checked by the common schemas on submit. */
export interface PropertyDetailsFormValues {
  name: string;
  location: string;
  propertyType: string;
  description: string;
  amenities: string[];
  imageUrl: string;
  /** On the public property search. */
  listed: boolean;
}

export interface UnitTypeFormValues {
  name: string;
  bedrooms: string;
  bathrooms: string;
  sqft: string;
  /** In the currency's major unit as typed (shillings, or dollars for USD). */
  rentPrice: string;
  rentCurrency: Currency;
  quantity: string;
}

export interface AddPropertyFormValues extends PropertyDetailsFormValues {
  unitTypes: UnitTypeFormValues[];
  payout: PayoutFormValues;
}

export interface EditPropertyFormValues extends PropertyDetailsFormValues {
  totalUnits: string;
  /** The optional payout section is open: its values are sent (otherwise the payout stays as it is). */
  payoutEnabled: boolean;
  payout: PayoutFormValues;
}

export const emptyUnitType = (): UnitTypeFormValues => ({
  name: "",
  bedrooms: "1",
  bathrooms: "1",
  sqft: "0",
  rentPrice: "0",
  rentCurrency: "UGX",
  quantity: "1",
});

export const emptyAddProperty = (): AddPropertyFormValues => ({
  name: "",
  location: "",
  propertyType: "",
  description: "",
  amenities: [],
  imageUrl: "",
  listed: false,
  unitTypes: [emptyUnitType()],
  payout: emptyPayout(),
});

export function editValuesFrom(p: PropertySummary): EditPropertyFormValues {
  return {
    name: p.name,
    location: p.location,
    propertyType: p.propertyType,
    description: p.description,
    amenities: [...p.amenities],
    imageUrl: p.imageUrl ?? "",
    listed: p.listed,
    totalUnits: String(p.totalUnits),
    payoutEnabled: false,
    payout: payoutFromAccount(p.payout),
  };
}

// ---- numbers and money ----

/** A number typed by a person ("1,500,000", " 12.5 "), or null when it is not one. */
export function parseNumber(text: string): number | null {
  const cleaned = text.replace(/[,\s]/g, "");
  if (cleaned === "") return null;
  const n = Number(cleaned);
  return Number.isFinite(n) ? n : null;
}

/** Typed amount (major unit) to the integer minor unit the API stores: UGX as is, USD dollars to cents. */
export function toMinorUnits(typed: string, currency: Currency): number {
  const n = parseNumber(typed);
  if (n === null) return 0;
  return Math.round(currency === "USD" ? n * 100 : n);
}

/** Stored minor units back to what the person types (dollars for USD). */
export function fromMinorUnits(minor: number, currency: Currency): string {
  return String(currency === "USD" ? minor / 100 : minor);
}

/** Form row to API unit type: quantity falls back to 1, square feet and rent to 0 when not numeric. */
export function toUnitTypeInput(u: UnitTypeFormValues): UnitTypeInput {
  const quantity = parseNumber(u.quantity);
  const sqft = parseNumber(u.sqft);
  return {
    name: u.name,
    bedrooms: Number(u.bedrooms),
    bathrooms: Number(u.bathrooms),
    sqft: sqft === null ? 0 : Math.round(sqft),
    rentPrice: toMinorUnits(u.rentPrice, u.rentCurrency),
    rentCurrency: u.rentCurrency,
    quantity: quantity === null ? 1 : Math.trunc(quantity),
  };
}

const detailsInput = (v: PropertyDetailsFormValues) => ({
  name: v.name,
  location: v.location,
  propertyType: v.propertyType as PropertyCreateInput["propertyType"],
  description: v.description,
  amenities: v.amenities as PropertyCreateInput["amenities"],
  imageUrl: v.imageUrl.trim(),
  listed: v.listed,
});

export function toCreateInput(v: AddPropertyFormValues): PropertyCreateInput {
  return {
    ...detailsInput(v),
    unitTypes: v.unitTypes.map(toUnitTypeInput),
    payout: toBankDetailsInput(v.payout),
  };
}

export function toUpdateInput(v: EditPropertyFormValues): PropertyUpdateInput {
  // Empty or not a number counts as 0, which the schema answers with its own "at least 1" message.
  const total = parseNumber(v.totalUnits);
  return {
    ...detailsInput(v),
    totalUnits: total ?? 0,
    ...(v.payoutEnabled ? { payout: toBankDetailsInput(v.payout) } : {}),
  };
}

// ---- resolvers: the common schemas' rules, on the converted values; errors land on the same paths ----

const createSchemaResolver = zodResolver(propertyCreateInput, undefined, { raw: true });
const updateSchemaResolver = zodResolver(propertyUpdateInput, undefined, { raw: true });

export const addPropertyResolver: Resolver<AddPropertyFormValues, unknown, PropertyCreateInput> = async (
  values,
  context,
  options,
) => {
  const result = await createSchemaResolver(
    toCreateInput(values),
    context,
    options as unknown as ResolverOptions<PropertyCreateInput>,
  );
  return result as unknown as Awaited<
    ReturnType<Resolver<AddPropertyFormValues, unknown, PropertyCreateInput>>
  >;
};

/** Also keeps total units at or above the units that leases occupy (the server refuses fewer). */
export function editPropertyResolver(
  occupiedUnits: number,
): Resolver<EditPropertyFormValues, unknown, PropertyUpdateInput> {
  return async (values, context, options) => {
    const input = toUpdateInput(values);
    const result = (await updateSchemaResolver(
      input,
      context,
      options as unknown as ResolverOptions<PropertyUpdateInput>,
    )) as unknown as Awaited<ReturnType<Resolver<EditPropertyFormValues, unknown, PropertyUpdateInput>>>;
    const errors = result.errors as FieldErrors<EditPropertyFormValues>;
    if (!errors.totalUnits && input.totalUnits < occupiedUnits) {
      const totalUnits = {
        type: "min",
        message: msg("properties.totalFewerThanOccupied", { occupied: occupiedUnits }),
      };
      return { values: {}, errors: { ...errors, totalUnits } };
    }
    return result;
  };
}

/** Available units shown on the edit form: total minus occupied, never below 0. */
export function availableUnits(totalText: string, occupied: number): number {
  const total = parseNumber(totalText);
  if (total === null) return 0;
  return Math.max(0, Math.trunc(total) - occupied);
}
