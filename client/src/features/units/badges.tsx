import {
  UNIT_CONDITION_LABEL_KEYS,
  UNIT_READINESS_LABEL_KEYS,
  type UnitCondition,
  type UnitReadiness,
} from "@common/constants";
import { t } from "@/lib/i18n";
import { Link } from "@/lib/navigation";
import { pagePath } from "@/lib/pages";

const pill = "inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold";

const READINESS_STYLE: Record<UnitReadiness, string> = {
  ready: "bg-green-100 text-green-800",
  needs_work: "bg-amber-100 text-amber-800",
  not_ready: "bg-red-100 text-red-800",
};

export function ReadinessBadge({ readiness }: { readiness: UnitReadiness }) {
  return (
    <span className={`${pill} ${READINESS_STYLE[readiness]}`}>{t(UNIT_READINESS_LABEL_KEYS[readiness])}</span>
  );
}

export function ConditionBadge({ condition }: { condition: UnitCondition }) {
  return (
    <span
      className={`${pill} ${condition === "good" ? "bg-green-100 text-green-800" : "bg-amber-100 text-amber-800"}`}
    >
      {t(UNIT_CONDITION_LABEL_KEYS[condition])}
    </span>
  );
}

export function InvitedBadge() {
  return <span className={`${pill} bg-brand-100 text-brand-700`}>{t("units.invited")}</span>;
}

/** The unit's maintenance requests still waiting for a fix, linking to them on the overview; nothing when none. */
export function OpenRequestsLink({ unitId, count }: { unitId: number; count: number }) {
  if (count === 0) return null;
  return (
    <Link
      href={pagePath("/maintenance-overview", { query: { unit: unitId } })}
      data-testid="open-requests"
      className="inline-flex min-h-11 items-center text-sm font-medium text-amber-800 underline decoration-amber-700/40 underline-offset-4 hover:decoration-amber-800"
    >
      {t("units.openRequests", { count })}
    </Link>
  );
}
