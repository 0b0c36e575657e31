import { AMENITY_LABEL_KEYS, type Amenity, PROPERTY_TYPE_LABEL_KEYS } from "@common/constants";
import { Building2, MapPin } from "lucide-react";
import { useState } from "react";
import { useParams, useSearch } from "wouter";
import { EmptyState, ErrorState, ListSkeleton } from "@/components/page-states";
import { buttonClass } from "@/components/ui/button";
import { ApiError } from "@/lib/api";
import { useCurrentUser } from "@/lib/auth";
import { t } from "@/lib/i18n";
import { Link } from "@/lib/navigation";
import { usePageTitle } from "@/lib/page-title";
import { pagePath } from "@/lib/pages";
import { ApplyDialog } from "./ApplyDialog";
import { ListingUnits } from "./ListingUnits";
import { MyApplication } from "./MyApplication";
import { PhotoGallery } from "./PhotoGallery";
import { PublicShell } from "./PublicShell";
import { useListing } from "./queries";
import { SignUpToApply } from "./SignUpToApply";

// A function, not a constant: the label is put into words in the language on screen when the page shows.
const back = () => ({ href: pagePath("/property-search"), label: t("listings.backToSearch") });

/**
 * /listing/{id}: a listed property's photos, address, description, amenities and units ready to rent, with
 * 'Apply for this unit'. A visitor is asked to sign up first and comes back here; `?apply={unitId}` (the way
 * back) opens the application form for that unit.
 */
export default function ListingPage() {
  const id = Number(useParams<{ id: string }>().id);
  const listing = useListing(Number.isInteger(id) ? id : 0);
  const { user } = useCurrentUser();
  const applyParam = Number(new URLSearchParams(useSearch()).get("apply"));
  const [chosen, setChosen] = useState<number | null>(
    Number.isInteger(applyParam) && applyParam > 0 ? applyParam : null,
  );
  usePageTitle(listing.data?.name ?? t("listings.title"));

  if (listing.isPending && id > 0)
    return <PublicShell back={back()}>{<ListSkeleton rows={3} />}</PublicShell>;
  if (!(id > 0) || (listing.error instanceof ApiError && [400, 404].includes(listing.error.status)))
    return (
      <PublicShell back={back()}>
        <EmptyState
          icon={<Building2 className="h-6 w-6" />}
          title={t("listings.notFoundTitle")}
          text={t("listings.notFoundText")}
          action={
            <Link href={pagePath("/property-search")} className={buttonClass("outline")}>
              {t("listings.backToSearch")}
            </Link>
          }
        />
      </PublicShell>
    );
  if (!listing.data)
    return (
      <PublicShell back={back()}>
        <ErrorState
          title={t("listings.title")}
          error={listing.error}
          onRetry={() => listing.refetch()}
          retrying={listing.isFetching}
        />
      </PublicShell>
    );

  const p = listing.data;
  const unit = p.units.find((u) => u.id === chosen) ?? null;
  const pendingHere = p.myApplication?.status === "pending";
  return (
    <PublicShell back={back()}>
      <article className="space-y-6">
        <PhotoGallery photos={p.photos} imageUrl={p.imageUrl} property={p.name} />
        <header>
          <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">
            {t(PROPERTY_TYPE_LABEL_KEYS[p.propertyType])}
          </p>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{p.name}</h1>
          <p className="mt-1 flex items-start gap-1 text-slate-600">
            <MapPin aria-hidden className="mt-1 h-4 w-4 shrink-0" />
            <span className="min-w-0 break-words">{p.address}</span>
          </p>
        </header>
        {p.myApplication && <MyApplication application={p.myApplication} />}
        <div className="grid gap-6 lg:grid-cols-3">
          <div className="space-y-6 lg:col-span-2">
            <section aria-labelledby="units-title" className="space-y-3">
              <h2 id="units-title" className="text-lg font-semibold text-slate-900">
                {t("listings.unitsTitle")}
              </h2>
              <ListingUnits units={p.units} canApply={!pendingHere} onApply={setChosen} />
            </section>
          </div>
          <aside className="space-y-6">
            {p.description && (
              <section aria-labelledby="about-title">
                <h2 id="about-title" className="text-lg font-semibold text-slate-900">
                  {t("listings.aboutProperty")}
                </h2>
                <p className="mt-2 whitespace-pre-line text-slate-700">{p.description}</p>
              </section>
            )}
            {p.amenities.length > 0 && (
              <section aria-labelledby="amenities-title">
                <h2 id="amenities-title" className="text-lg font-semibold text-slate-900">
                  {t("listings.amenitiesTitle")}
                </h2>
                <ul className="mt-2 flex flex-wrap gap-2">
                  {p.amenities.map((a) => (
                    <li
                      key={a}
                      className="rounded-full bg-white px-3 py-1 text-sm text-slate-700 ring-1 ring-slate-200"
                    >
                      {a in AMENITY_LABEL_KEYS ? t(AMENITY_LABEL_KEYS[a as Amenity]) : a}
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </aside>
        </div>
      </article>
      {unit && !pendingHere && user?.role === "tenant" && (
        <ApplyDialog property={p} unit={unit} onClose={() => setChosen(null)} />
      )}
      {unit && !user && <SignUpToApply propertyId={p.id} unitId={unit.id} onClose={() => setChosen(null)} />}
      {unit && user?.role === "landlord" && (
        <SignUpToApply propertyId={p.id} unitId={unit.id} landlord onClose={() => setChosen(null)} />
      )}
    </PublicShell>
  );
}
