import type { PropertySummary } from "@common/schemas/properties";
import { Building2, Plus, RefreshCw } from "lucide-react";
import { useState } from "react";
import { Button, buttonClass } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { DeletePropertyDialog } from "@/features/properties/DeletePropertyDialog";
import { PropertyCard } from "@/features/properties/PropertyCard";
import { useProperties } from "@/features/properties/use-properties";
import { useDeleteProperty, useSelectProperty } from "@/features/properties/use-property-mutations";
import { apiErrorMessage } from "@/lib/errors";
import { t } from "@/lib/i18n";
import { Link, useLocation } from "@/lib/navigation";
import { usePageTitle } from "@/lib/page-title";
import { DASHBOARD_PATH, pagePath } from "@/lib/pages";
import { PageShell } from "@/shells/PageShell";
import { useSelectedProperty } from "@/shells/use-selected-property";

function AddButton() {
  return (
    <Link href={pagePath("/add-property")} className={buttonClass("primary", "w-full sm:w-auto")}>
      <Plus aria-hidden className="h-4 w-4" />
      {t("properties.addNewProperty")}
    </Link>
  );
}

/** /property-selection: choose the property to manage; add, edit and delete properties. */
export default function PropertySelectionPage() {
  usePageTitle(t("properties.selectTitle"));
  const [, navigate] = useLocation();
  const properties = useProperties();
  const selected = useSelectedProperty();
  const select = useSelectProperty();
  const del = useDeleteProperty();
  const [toDelete, setToDelete] = useState<PropertySummary | null>(null);

  const onSelect = (p: PropertySummary) =>
    select.mutate(p, {
      onSuccess: () => {
        toast({
          title: t("properties.toastSelected"),
          description: t("properties.toastSelectedBody", { name: p.name }),
        });
        navigate(DASHBOARD_PATH);
      },
      onError: (e) =>
        toast({
          variant: "destructive",
          title: t("common.error"),
          description: apiErrorMessage(e, t("common.genericError")),
        }),
    });

  const onConfirmDelete = () => {
    if (!toDelete) return;
    const p = toDelete;
    del.mutate(p, {
      onSuccess: (r) => {
        setToDelete(null);
        toast({
          title: t("properties.toastDeleted"),
          description: t("properties.toastDeletedBody", { name: r?.name ?? p.name }),
        });
      },
      onError: () =>
        toast({
          variant: "destructive",
          title: t("properties.toastDeleteFailed"),
          description: t("properties.deleteFailed"),
        }),
    });
  };

  const list = properties.data ?? [];
  return (
    <PageShell
      width="wide"
      title={t("properties.selectHeading")}
      subtitle={t("properties.selectSubtitle")}
      actions={list.length > 0 ? <AddButton /> : undefined}
    >
      {properties.isPending ? (
        <LoadingGrid />
      ) : properties.isError ? (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-center">
          <p className="font-semibold text-red-900">{t("properties.loadFailedList")}</p>
          <p className="mt-1 text-sm text-red-800">
            {apiErrorMessage(properties.error, t("common.genericError"))}
          </p>
          <Button variant="outline" className="mt-4" onClick={() => properties.refetch()}>
            <RefreshCw aria-hidden className={`h-4 w-4 ${properties.isFetching ? "animate-spin" : ""}`} />
            {t("common.tryAgain")}
          </Button>
        </div>
      ) : list.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
          <span className="mx-auto grid h-14 w-14 place-items-center rounded-full bg-brand-50 text-brand-700">
            <Building2 aria-hidden className="h-7 w-7" />
          </span>
          <h2 className="mt-4 text-lg font-semibold text-slate-900">{t("properties.emptyTitle")}</h2>
          <p className="mx-auto mt-1 max-w-sm text-sm text-slate-600">{t("properties.emptyBody")}</p>
          <div className="mt-5">
            <AddButton />
          </div>
        </div>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {list.map((p) => (
            <li key={p.id} className="grid">
              <PropertyCard
                property={p}
                isCurrent={selected.data?.property?.id === p.id}
                selecting={select.isPending && select.variables?.id === p.id}
                disabled={select.isPending}
                onSelect={() => onSelect(p)}
                onDelete={() => setToDelete(p)}
              />
            </li>
          ))}
        </ul>
      )}
      <DeletePropertyDialog
        property={toDelete}
        pending={del.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={onConfirmDelete}
      />
    </PageShell>
  );
}

function LoadingGrid() {
  return (
    <ul className="grid gap-4 md:grid-cols-2" aria-busy="true" aria-label={t("properties.loadingProperties")}>
      {[0, 1].map((i) => (
        <li key={i} className="animate-pulse rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <div className="h-32 rounded-lg bg-slate-200" />
          <div className="mt-4 h-5 w-2/3 rounded bg-slate-200" />
          <div className="mt-2 h-4 w-1/2 rounded bg-slate-200" />
          <div className="mt-4 grid grid-cols-3 gap-2">
            <div className="h-12 rounded-lg bg-slate-100" />
            <div className="h-12 rounded-lg bg-slate-100" />
            <div className="h-12 rounded-lg bg-slate-100" />
          </div>
        </li>
      ))}
    </ul>
  );
}
