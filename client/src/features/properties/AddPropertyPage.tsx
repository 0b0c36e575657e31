import type { PropertyCreateInput } from "@common/schemas/properties";
import { Building2, Home, Landmark } from "lucide-react";
import { useForm } from "react-hook-form";
import { useLocation } from "wouter";
import { toast } from "@/components/ui/toast";
import { PayoutFields } from "@/features/payouts/PayoutFields";
import { showSaveFailure, warnIfPayoutIncomplete } from "@/features/properties/form-errors";
import { LandlordForm } from "@/features/properties/LandlordForm";
import { PropertyDetailsFields } from "@/features/properties/PropertyDetailsFields";
import { PropertySummaryBox } from "@/features/properties/PropertySummaryBox";
import {
  type AddPropertyFormValues,
  addPropertyResolver,
  emptyAddProperty,
} from "@/features/properties/property-form";
import { UnitTypeBuilder } from "@/features/properties/UnitTypeBuilder";
import { useCreateProperty } from "@/features/properties/use-property-mutations";
import { apiErrorMessage } from "@/lib/errors";
import { usePageTitle } from "@/lib/page-title";
import { FormCard, PageShell } from "@/shells/PageShell";

/** /add-property: details, amenities, photo, unit types with rent, and where tenant payments go. */
export default function AddPropertyPage() {
  usePageTitle("Add New Property");
  const [, navigate] = useLocation();
  const create = useCreateProperty();
  const form = useForm<AddPropertyFormValues, unknown, PropertyCreateInput>({
    resolver: addPropertyResolver,
    defaultValues: emptyAddProperty(),
  });

  const onValid = (body: PropertyCreateInput) =>
    create.mutate(body, {
      onSuccess: () => {
        toast({
          title: "Property Added Successfully",
          description: `${body.name.trim()} is now in your portfolio.`,
        });
        navigate("/property-selection");
      },
      onError: (e) =>
        showSaveFailure(e, form.setError, {
          title: "Error Adding Property",
          description: apiErrorMessage(e, "Failed to add property. Please try again."),
        }),
    });

  // The per-field messages show under the inputs; the two form-wide rules also get their toast.
  const onInvalid = () => {
    const v = form.getValues();
    if (v.unitTypes.length === 0) {
      toast({
        variant: "destructive",
        title: "Unit Types Required",
        description: "Please add at least one unit type with pricing information.",
      });
    } else {
      warnIfPayoutIncomplete(v.payout);
    }
    // Otherwise the first invalid input is focused and its message shows under it.
  };

  return (
    <PageShell
      title="Add New Property"
      subtitle="Describe the property, its units and where tenant payments should go."
      back={{ href: "/property-selection", label: "Back to Properties" }}
    >
      <LandlordForm
        form={form}
        onValid={onValid}
        onInvalid={onInvalid}
        cancelHref="/property-selection"
        save={create}
        submitLabel="Add Property"
        pendingLabel="Adding Property..."
      >
        <FormCard title="Property Details" icon={<Building2 className="h-5 w-5" />}>
          <PropertyDetailsFields />
        </FormCard>
        <FormCard
          title="Unit Types"
          description="Each unit type becomes that many units, ready to rent."
          icon={<Home className="h-5 w-5" />}
        >
          <UnitTypeBuilder />
        </FormCard>
        <PropertySummaryBox />
        <FormCard
          title="Payment Details"
          description="Where tenants' rent for this property is paid: a bank account, with mobile money as backup."
          icon={<Landmark className="h-5 w-5" />}
        >
          <PayoutFields idPrefix="add-payout" />
        </FormCard>
      </LandlordForm>
    </PageShell>
  );
}
