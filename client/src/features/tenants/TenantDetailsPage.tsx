import type { ReactNode } from "react";
import { useParams, useSearch } from "wouter";
import { ErrorState, ListSkeleton } from "@/components/page-states";
import { useTenantsByName } from "@/features/tenants/queries";
import { TenantNotFound } from "@/features/tenants/TenantNotFound";
import { TenantChooser, TenantProfile } from "@/features/tenants/TenantProfile";
import { t } from "@/lib/i18n";
import { usePageTitle } from "@/lib/page-title";
import { LandlordPageShell } from "@/shells/LandlordPageShell";

/** The router hands the path decoded with decodeURI; names holding reserved characters stay %-encoded. */
function decodeName(raw: string | undefined): string {
  if (!raw) return "";
  try {
    return decodeURIComponent(raw).trim();
  } catch {
    return raw.trim();
  }
}

/** /tenant-details/{name}: the landlord's read-only view of a tenant, found by full name. */
export default function TenantDetailsPage() {
  const params = useParams<{ name: string }>();
  const name = decodeName(params.name);
  const chosenId = new URLSearchParams(useSearch()).get("id");
  const tenants = useTenantsByName(name);
  const list = tenants.data ?? [];
  const tenant = list.length === 1 ? list[0] : chosenId ? list.find((x) => x.id === chosenId) : undefined;
  usePageTitle(
    tenants.isSuccess && list.length === 0 ? t("tenants.notFoundTitle") : name || t("tenants.detailsTitle"),
  );

  let body: ReactNode;
  if (!name) body = <TenantNotFound />;
  else if (tenants.isLoading) body = <ListSkeleton rows={3} label={t("tenants.loadingDetails")} />;
  else if (tenants.isError)
    body = (
      <ErrorState
        title={t("tenants.loadFailed")}
        error={tenants.error}
        onRetry={() => tenants.refetch()}
        retrying={tenants.isFetching}
      />
    );
  else if (list.length === 0) body = <TenantNotFound />;
  else if (tenant) body = <TenantProfile tenant={tenant} />;
  else body = <TenantChooser name={name} tenants={list} />;

  return <LandlordPageShell propertyName={tenant?.propertyName}>{body}</LandlordPageShell>;
}
