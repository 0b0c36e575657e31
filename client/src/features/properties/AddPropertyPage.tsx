import { joinMessages, type Message } from "@common/i18n/message";
import type { PropertyCreateInput } from "@common/schemas/properties";
import { Building2, Camera, Home, Landmark } from "lucide-react";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { PhotoPicker } from "@/components/PhotoPicker";
import { toast } from "@/components/ui/toast";
import { PayoutFields } from "@/features/payouts/PayoutFields";
import { payoutFromAccount } from "@/features/payouts/payout-form";
import { showSaveFailure, warnIfPayoutIncomplete } from "@/features/properties/form-errors";
import { LandlordForm } from "@/features/properties/LandlordForm";
import { PropertyDetailsFields } from "@/features/properties/PropertyDetailsFields";
import { PropertySummaryBox } from "@/features/properties/PropertySummaryBox";
import {
  type AddPropertyFormValues,
  addPropertyResolver,
  emptyAddProperty,
} from "@/features/properties/property-form";
import { MAX_PROPERTY_PHOTOS } from "@/features/properties/property-photos";
import { UnitTypeBuilder } from "@/features/properties/UnitTypeBuilder";
import { useCreateProperty } from "@/features/properties/use-property-mutations";
import { apiErrorMessage } from "@/lib/errors";
import { t } from "@/lib/i18n";
import { useLocation } from "@/lib/navigation";
import { usePageTitle } from "@/lib/page-title";
import { pagePath } from "@/lib/pages";
import { useApiQuery } from "@/lib/query";
import { FormCard, PageShell } from "@/shells/PageShell";

/** /add-property: details, amenities, photo, unit types with rent, and where tenant payments go. */
export default function AddPropertyPage() {
  usePageTitle(t("properties.addNewProperty"));
  const [, navigate] = useLocation();
  const create = useCreateProperty();
  const [photos, setPhotos] = useState<File[]>([]);
  const [photoError, setPhotoError] = useState<Message | undefined>();
  const form = useForm<AddPropertyFormValues, unknown, PropertyCreateInput>({
    resolver: addPropertyResolver,
    defaultValues: emptyAddProperty(),
  });
  // Where tenant payments go defaults to the landlord's saved payout details, unless they started typing.
  const saved = useApiQuery("payouts.get");
  const savedAccount = saved.data?.account;
  useEffect(() => {
    if (savedAccount && !form.formState.dirtyFields.payout)
      form.setValue("payout", payoutFromAccount(savedAccount), { shouldDirty: false });
  }, [savedAccount, form]);

  const onValid = (body: PropertyCreateInput) =>
    create.mutate(
      { body, photos },
      {
        onSuccess: ({ property, photosFailed }) => {
          toast({
            title: t("properties.toastAdded"),
            description: t("properties.toastAddedBody", { name: body.name.trim() }),
          });
          if (!photosFailed) return navigate(pagePath("/property-selection"));
          // Saved without its photos: they are added again from its edit page.
          toast({
            variant: "destructive",
            title: t("listings.photosFailedTitle"),
            description: joinMessages(
              [apiErrorMessage(photosFailed, t("common.genericError")), t("listings.photosSavedLater")],
              " ",
            ),
          });
          navigate(pagePath("/edit-property/:id?", { params: { id: property.id } }));
        },
        onError: (e) =>
          showSaveFailure(e, form.setError, {
            title: t("properties.toastAddFailed"),
            description: apiErrorMessage(e, t("properties.addFailed")),
          }),
      },
    );

  // The per-field messages show under the inputs; the two form-wide rules also get their toast.
  const onInvalid = () => {
    const v = form.getValues();
    if (v.unitTypes.length === 0) {
      toast({
        variant: "destructive",
        title: t("properties.toastUnitTypesRequired"),
        description: t("properties.unitTypesRequired"),
      });
    } else {
      warnIfPayoutIncomplete(v.payout);
    }
    // Otherwise the first invalid input is focused and its message shows under it.
  };

  return (
    <PageShell
      title={t("properties.addNewProperty")}
      subtitle={t("properties.addSubtitle")}
      back={{ href: pagePath("/property-selection"), label: t("properties.backToProperties") }}
    >
      <LandlordForm
        form={form}
        onValid={onValid}
        onInvalid={onInvalid}
        cancelHref={pagePath("/property-selection")}
        save={create}
        submitLabel={t("properties.addSubmit")}
        pendingLabel={t("properties.addPending")}
      >
        <FormCard title={t("properties.cardDetails")} icon={<Building2 className="h-5 w-5" />}>
          <PropertyDetailsFields />
        </FormCard>
        <FormCard
          title={t("listings.photosTitle")}
          description={t("listings.photosHint", { max: MAX_PROPERTY_PHOTOS })}
          icon={<Camera className="h-5 w-5" />}
        >
          <PhotoPicker
            photos={photos}
            max={MAX_PROPERTY_PHOTOS}
            error={photoError}
            disabled={create.isPending}
            testId="property-photos-input"
            onChange={(files, err) => {
              setPhotos(files);
              setPhotoError(err);
            }}
          />
        </FormCard>
        <FormCard
          title={t("properties.cardUnitTypes")}
          description={t("properties.cardUnitTypesHint")}
          icon={<Home className="h-5 w-5" />}
        >
          <UnitTypeBuilder />
        </FormCard>
        <PropertySummaryBox />
        <FormCard
          title={t("properties.cardPayment")}
          description={t("properties.cardPaymentHintAdd")}
          icon={<Landmark className="h-5 w-5" />}
        >
          <PayoutFields idPrefix="add-payout" />
        </FormCard>
      </LandlordForm>
    </PageShell>
  );
}
