import { Home } from "lucide-react";
import type { InvitationInfo } from "./use-invitation";

/** "You're invited to {property}, unit {n}": shown on the verification screen opened from an invitation link. */
export function InvitationBanner({ info }: { info: InvitationInfo }) {
  return (
    <div
      data-testid="invitation-banner"
      className="flex items-start gap-3 rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-900 sm:p-4"
    >
      <Home aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-green-700" />
      <div className="min-w-0">
        <p className="font-semibold break-words">
          You're invited to {info.propertyName}, unit {info.unitNumber}
        </p>
        <p className="mt-0.5 text-green-800">
          Verify your email to create your tenant account; your lease is linked when you finish.
        </p>
      </div>
    </div>
  );
}
