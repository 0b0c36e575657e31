import { PHONE_PLACEHOLDER } from "@common/constants";
import type { UnitRow } from "@common/schemas/units";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { Dialog } from "@/components/ui/dialog";
import { Field, Input } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import { useUnits } from "@/features/units/queries";
import { apiErrorMessage } from "@/lib/errors";
import { todayInKampala } from "@/lib/format";
import { amountInputValue } from "@/lib/money-input";
import { showLeaseFailure } from "./errors";
import { InviteLinkPanel } from "./InviteLinkPanel";
import { LeaseForm } from "./LeaseForm";
import { type AddTenantPayload, addTenantFormSchema } from "./lease-form";
import { type LeaseCreateResponse, useCreateLease } from "./queries";
import { useLeaseForm } from "./use-lease-form";

/** The toast text after a lease is created: who went where, and how the tenant gets in. */
export function tenantAddedMessage(r: LeaseCreateResponse, email: string | undefined): string {
  const parts = [`${r.lease.tenantName} has been added to unit ${r.lease.unitNumber}.`];
  if (r.invitation.linkedExisting) parts.push("They already had an account and are now linked.");
  else if (r.invitation.delivered && email) parts.push(`An invitation was emailed to ${email}.`);
  return parts.join(" ");
}

/**
 * Add Tenant: a lease on a vacant unit of the property, with an invitation for the tenant. Opened from the
 * dashboard (choose the unit) or from an available unit's row (`preselect`).
 */
export function AddTenantDialog({
  open,
  onClose,
  propertyId,
  preselect,
}: {
  open: boolean;
  onClose: () => void;
  propertyId: number;
  preselect?: UnitRow | null;
}) {
  const [inviteLink, setInviteLink] = useState<string | null>(null);
  const close = () => {
    setInviteLink(null);
    onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      wide
      title={inviteLink ? "Invitation Link" : "Add Tenant"}
      description={
        inviteLink
          ? "Email is not configured: share this invitation link with the tenant."
          : "Create a lease on a vacant unit and invite the tenant to their account."
      }
    >
      {open &&
        (inviteLink ? (
          <InviteLinkPanel link={inviteLink} onDone={close} />
        ) : (
          <AddTenantForm
            propertyId={propertyId}
            preselect={preselect ?? null}
            onCancel={close}
            onCreated={(link) => (link ? setInviteLink(link) : close())}
          />
        ))}
    </Dialog>
  );
}

function AddTenantForm({
  propertyId,
  preselect,
  onCancel,
  onCreated,
}: {
  propertyId: number;
  preselect: UnitRow | null;
  onCancel: () => void;
  onCreated: (inviteLink: string | null) => void;
}) {
  const units = useUnits(propertyId, "available");
  const leaseForm = useLeaseForm(zodResolver(addTenantFormSchema), todayInKampala(), {
    unitId: preselect ? String(preselect.id) : "",
    monthlyRent:
      preselect && preselect.rent > 0 ? amountInputValue(preselect.rent, preselect.rentCurrency) : "",
    currency: preselect?.rentCurrency ?? "UGX",
  });
  const { form } = leaseForm;
  const { idBase, errors } = leaseForm.fieldProps;
  const create = useCreateLease();

  const onValid = (body: AddTenantPayload) =>
    create.mutate(body, {
      onSuccess: (r) => {
        toast({ title: "Tenant Added", description: tenantAddedMessage(r, body.email || undefined) });
        onCreated(r.invitation.development && r.invitation.link ? r.invitation.link : null);
      },
      onError: (e) =>
        showLeaseFailure(
          e,
          form.setError,
          { UNIT_OCCUPIED: "unitId", TENANT_HAS_LEASE: "email", NOT_A_TENANT_ACCOUNT: "email" },
          {
            title: "Error Adding Tenant",
            description: apiErrorMessage(e, "Failed to add tenant. Please try again."),
          },
        ),
    });

  // The preselected row is offered even before the list arrives.
  const unitOptions = units.data ?? (preselect ? [preselect] : undefined);

  return (
    <LeaseForm
      lease={leaseForm}
      onValid={onValid}
      units={unitOptions}
      unitsLoading={units.isLoading && !preselect}
      unitsFailed={units.isError}
      onCancel={onCancel}
      pending={create.isPending}
      submitLabel="Add Tenant"
      pendingLabel="Adding..."
    >
      <Field label="Tenant Name" htmlFor={`${idBase}-name`} error={errors.tenantName?.message}>
        <Input
          id={`${idBase}-name`}
          autoComplete="off"
          aria-invalid={errors.tenantName ? true : undefined}
          {...form.register("tenantName")}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Email"
          htmlFor={`${idBase}-email`}
          error={errors.email?.message}
          hint="Give an email or a phone number; the invitation is emailed here"
        >
          <Input
            id={`${idBase}-email`}
            type="email"
            autoComplete="off"
            aria-invalid={errors.email ? true : undefined}
            {...form.register("email")}
          />
        </Field>
        <Field label="Phone" htmlFor={`${idBase}-phone`} error={errors.phone?.message}>
          <Input
            id={`${idBase}-phone`}
            type="tel"
            autoComplete="off"
            placeholder={PHONE_PLACEHOLDER}
            aria-invalid={errors.phone ? true : undefined}
            {...form.register("phone")}
          />
        </Field>
      </div>
    </LeaseForm>
  );
}
