import { buttonClass } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { t } from "@/lib/i18n";
import { Link } from "@/lib/navigation";
import { pagePath } from "@/lib/pages";
import { rememberReturnPath } from "./return-path";

/**
 * 'Apply for this unit' for a visitor: a tenant account comes first. The way back to this unit is remembered,
 * so after signing up and in they return here with the form open. A landlord is told to use a tenant account.
 */
export function SignUpToApply({
  propertyId,
  unitId,
  landlord = false,
  onClose,
}: {
  propertyId: number;
  unitId: number;
  landlord?: boolean;
  onClose: () => void;
}) {
  const remember = () =>
    rememberReturnPath(pagePath("/listing/:id", { params: { id: propertyId }, query: { apply: unitId } }));
  return (
    <Dialog
      open
      onClose={onClose}
      title={t("listings.signUpTitle")}
      description={landlord ? t("listings.landlordNote") : t("listings.signUpText")}
    >
      {!landlord && (
        <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
          <Link href={pagePath("/tenant-login")} onClick={remember} className={buttonClass("outline")}>
            {t("listings.haveAccount")}
          </Link>
          <Link
            href={pagePath("/tenant-signup-verification")}
            onClick={remember}
            className={buttonClass("primary")}
          >
            {t("listings.createAccount")}
          </Link>
        </div>
      )}
    </Dialog>
  );
}
