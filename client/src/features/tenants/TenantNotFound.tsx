import { UserX } from "lucide-react";
import { buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { t } from "@/lib/i18n";
import { Link } from "@/lib/navigation";
import { DASHBOARD_PATH } from "@/lib/pages";

/** No current tenant of this landlord has that name. */
export function TenantNotFound() {
  return (
    <Card className="mx-auto flex max-w-md flex-col items-center gap-3 p-8 text-center">
      <span
        aria-hidden
        className="grid h-14 w-14 place-items-center rounded-full bg-slate-100 text-slate-500"
      >
        <UserX className="h-7 w-7" />
      </span>
      <h1 className="text-2xl font-bold text-slate-900">{t("tenants.notFoundTitle")}</h1>
      <p className="text-slate-600">{t("tenants.notFoundBody")}</p>
      <Link href={DASHBOARD_PATH} className={buttonClass("primary", "mt-2")}>
        {t("common.backToDashboard")}
      </Link>
    </Card>
  );
}
