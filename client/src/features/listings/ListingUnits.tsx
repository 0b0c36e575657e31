import { formatMoney } from "@common/money";
import type { ListingUnit } from "@common/schemas/listings";
import { Button } from "@/components/ui/button";
import { t } from "@/lib/i18n";

const FEATURES = [
  ["balcony", "listings.featureBalcony"],
  ["parking", "listings.featureParking"],
  ["furnished", "listings.featureFurnished"],
  ["petFriendly", "listings.featurePetFriendly"],
] as const;

/** The units ready to rent, cheapest first, each with its rooms, features, rent and 'Apply for this unit'. */
export function ListingUnits({
  units,
  canApply,
  onApply,
}: {
  units: ListingUnit[];
  canApply: boolean;
  onApply: (unitId: number) => void;
}) {
  if (units.length === 0) return <p className="text-slate-600">{t("listings.noUnits")}</p>;
  return (
    <ul className="space-y-3" data-testid="listing-units">
      {units.map((u) => {
        const facts = [
          t("listings.unitBedrooms", { count: u.bedrooms }),
          t("listings.unitBathrooms", { count: u.bathrooms }),
          ...(u.sqft > 0 ? [t("listings.unitSqft", { sqft: u.sqft })] : []),
          ...(u.floor !== null ? [t("listings.unitFloor", { floor: u.floor })] : []),
        ];
        const features = [...FEATURES.filter(([key]) => u[key]).map(([, label]) => t(label)), ...u.features];
        return (
          <li
            key={u.id}
            className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between"
            data-testid="listing-unit"
            data-unit={u.unitNumber}
          >
            <div className="min-w-0 space-y-1">
              <h3 className="font-semibold text-slate-900">
                {t("listings.unitTitle", { unit: u.unitNumber })}
              </h3>
              <p className="text-sm text-slate-700">{facts.join(" · ")}</p>
              {features.length > 0 && <p className="text-sm text-slate-500">{features.join(" · ")}</p>}
              <p className="text-lg font-bold text-brand-700">
                {t("listings.unitRent", { price: formatMoney(u.rent, u.currency) })}
              </p>
            </div>
            {canApply && (
              <Button
                className="shrink-0"
                onClick={() => onApply(u.id)}
                aria-label={`${t("listings.apply")}: ${t("listings.unitTitle", { unit: u.unitNumber })}`}
              >
                {t("listings.apply")}
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
