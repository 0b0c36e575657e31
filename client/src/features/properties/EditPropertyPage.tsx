import { literal } from "@common/i18n/message";
import type { PropertySummary, PropertyUpdateInput } from "@common/schemas/properties";
import { Building2, Camera, DoorOpen, Landmark, RefreshCw } from "lucide-react";
import { type ReactNode, useEffect, useMemo } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useParams } from "wouter";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { PayoutFields } from "@/features/payouts/PayoutFields";
import { PayoutSummary } from "@/features/payouts/PayoutSummary";
import { showSaveFailure, warnIfPayoutIncomplete } from "@/features/properties/form-errors";
import { LandlordForm } from "@/features/properties/LandlordForm";
import { PropertyDetailsFields } from "@/features/properties/PropertyDetailsFields";
import { PropertyPhotosCard } from "@/features/properties/PropertyPhotosCard";
import {
  type EditPropertyFormValues,
  editPropertyResolver,
  editValuesFrom,
} from "@/features/properties/property-form";
import { MAX_PROPERTY_PHOTOS } from "@/features/properties/property-photos";
import { UnitCountFields } from "@/features/properties/UnitCountFields";
import { useProperty } from "@/features/properties/use-properties";
import { useUpdateProperty } from "@/features/properties/use-property-mutations";
import { ApiError } from "@/lib/api";
import { apiErrorMessage } from "@/lib/errors";
import { t } from "@/lib/i18n";
import { Link, useLocation } from "@/lib/navigation";
import { usePageTitle } from "@/lib/page-title";
import { pagePath } from "@/lib/pages";
import { FormCard, PageShell } from "@/shells/PageShell";

/** Where the payout sentence's link goes; never in any copy. */
const LINK_SLOT = "\u0001";

/** /edit-property/{id}: details, amenities, photo, total units and an optional payout change. */
export default function EditPropertyPage() {
  usePageTitle(t("properties.editProperty"));
  const [, navigate] = useLocation();
  const { id: rawId } = useParams<{ id?: string }>();
  const id = rawId && /^[1-9]\d{0,9}$/.test(rawId) ? Number(rawId) : null;
  const query = useProperty(id);
  const notFound = id === null || (query.error instanceof ApiError && query.error.status === 404);

  useEffect(() => {
    if (!notFound) return;
    toast({
      variant: "destructive",
      title: t("properties.toastNotFound"),
      description: t("properties.notFoundBody"),
    });
    navigate(pagePath("/property-selection"), { replace: true });
  }, [notFound, navigate]);

  let content: ReactNode;
  if (notFound || (query.isFetching && !query.isFetchedAfterMount) || query.isPending) {
    content = (
      <div className="flex justify-center py-16">
        <Spinner label={t("properties.loadingProperty")} />
      </div>
    );
  } else if (query.isError || !query.data) {
    content = (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-center">
        <p className="font-semibold text-red-900">{t("properties.loadFailedOne")}</p>
        <p className="mt-1 text-sm text-red-800">{apiErrorMessage(query.error, t("common.genericError"))}</p>
        <Button variant="outline" className="mt-4" onClick={() => query.refetch()}>
          <RefreshCw aria-hidden className={`h-4 w-4 ${query.isFetching ? "animate-spin" : ""}`} />
          {t("common.tryAgain")}
        </Button>
      </div>
    );
  } else {
    content = <EditPropertyForm key={query.data.id} property={query.data} />;
  }

  return (
    <PageShell
      title={t("properties.editProperty")}
      subtitle={query.data ? literal(query.data.name) : t("properties.editSubtitle")}
      back={{ href: pagePath("/property-selection"), label: t("properties.backToProperties") }}
    >
      {content}
    </PageShell>
  );
}

function EditPropertyForm({ property }: { property: PropertySummary }) {
  const [, navigate] = useLocation();
  const update = useUpdateProperty(property.id);
  const resolver = useMemo(() => editPropertyResolver(property.occupiedUnits), [property.occupiedUnits]);
  const form = useForm<EditPropertyFormValues, unknown, PropertyUpdateInput>({
    resolver,
    // Set once: later refetches of the property never overwrite what the person is typing.
    defaultValues: editValuesFrom(property),
  });
  const payoutEnabled = useWatch({ control: form.control, name: "payoutEnabled" });

  const onValid = (body: PropertyUpdateInput) =>
    update.mutate(body, {
      onSuccess: (p) => {
        toast({
          title: t("properties.toastUpdated"),
          description: t("properties.toastUpdatedBody", { name: p?.name ?? body.name }),
        });
        navigate(pagePath("/property-selection"));
      },
      onError: (e) =>
        showSaveFailure(e, form.setError, {
          title: t("properties.toastUpdateFailed"),
          description: apiErrorMessage(e, t("properties.updateFailed")),
        }),
    });

  const onInvalid = () => {
    const v = form.getValues();
    if (v.payoutEnabled) warnIfPayoutIncomplete(v.payout);
  };

  return (
    <LandlordForm
      form={form}
      onValid={onValid}
      onInvalid={onInvalid}
      cancelHref={pagePath("/property-selection")}
      save={update}
      submitLabel={t("common.saveChanges")}
      pendingLabel={t("common.saving")}
    >
      <FormCard title={t("properties.cardDetails")} icon={<Building2 className="h-5 w-5" />}>
        <PropertyDetailsFields />
      </FormCard>
      <FormCard
        title={t("listings.photosTitle")}
        description={t("listings.photosHint", { max: MAX_PROPERTY_PHOTOS })}
        icon={<Camera className="h-5 w-5" />}
      >
        <PropertyPhotosCard propertyId={property.id} photos={property.photos} />
      </FormCard>
      <FormCard title={t("properties.cardUnits")} icon={<DoorOpen className="h-5 w-5" />}>
        <UnitCountFields occupiedUnits={property.occupiedUnits} />
      </FormCard>
      <FormCard
        title={t("properties.cardPayment")}
        description={t("properties.cardPaymentHintEdit")}
        icon={<Landmark className="h-5 w-5" />}
      >
        <div className="space-y-4">
          {property.payout ? <PayoutSummary account={property.payout} /> : <DefaultPayoutNote />}
          <label
            htmlFor="edit-payout-enabled"
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 has-checked:border-brand-600 has-checked:bg-brand-50"
          >
            <input
              id="edit-payout-enabled"
              type="checkbox"
              className="h-5 w-5 shrink-0 accent-brand-600"
              {...form.register("payoutEnabled")}
            />
            {property.payout ? t("properties.changePayout") : t("properties.setPayout")}
          </label>
          {payoutEnabled && <PayoutFields idPrefix="edit-payout" />}
        </div>
      </FormCard>
    </LandlordForm>
  );
}

/** "This property uses your default payment details from Payment Setup.", the last words a link. */
function DefaultPayoutNote() {
  const [before, after] = t("properties.usesDefaultPayout", { link: LINK_SLOT }).split(LINK_SLOT);
  return (
    <p className="text-sm text-slate-600">
      {before}
      <Link href={pagePath("/landlord-bank-setup")} className="font-medium text-brand-700 underline">
        {t("properties.paymentSetup")}
      </Link>
      {after}
    </p>
  );
}
