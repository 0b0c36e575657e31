import { Landmark } from "lucide-react";
import { buttonClass } from "@/components/ui/button";
import { t } from "@/lib/i18n";
import { Link } from "@/lib/navigation";
import { pagePath } from "@/lib/pages";

/** 'Reconcile Bank Statement' on the landlord's payments page: opens /bank-reconciliation. */
export function ReconcileLink() {
  return (
    <Link href={pagePath("/bank-reconciliation")} className={buttonClass("outline")}>
      <Landmark aria-hidden className="h-4 w-4" />
      {t("reconcile.openLink")}
    </Link>
  );
}
