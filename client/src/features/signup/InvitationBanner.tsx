import { Home } from "lucide-react";
import { t } from "@/lib/i18n";
import type { InvitationInfo } from "./use-invitation";

/**
 * "You're invited to {property}, unit {n}": on the verification screen opened from an invitation link, and in
 * place of the property of interest on the registration form.
 */
export function InvitationBanner({
  info,
  body = t("signup.invitedBody"),
}: {
  info: Pick<InvitationInfo, "propertyName" | "unitNumber">;
  body?: string;
}) {
  return (
    <div
      data-testid="invitation-banner"
      className="flex items-start gap-3 rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-900 sm:p-4"
    >
      <Home aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-green-700" />
      <div className="min-w-0">
        <p className="font-semibold break-words">
          {t("signup.invitedTo", { property: info.propertyName, unit: info.unitNumber })}
        </p>
        <p className="mt-0.5 text-green-800">{body}</p>
      </div>
    </div>
  );
}
