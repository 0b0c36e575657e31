import type { MessageKey } from "@common/i18n/keys";
import { formatMoney } from "@common/money";
import type { ProfileView } from "@common/schemas/profile";
import { Briefcase, Building2, HeartHandshake, Home, UserRound } from "lucide-react";
import type { ReactNode } from "react";
import { IconSection } from "@/components/IconSection";
import { formatDate } from "@/lib/format";
import { t } from "@/lib/i18n";

const dash = () => t("common.emptyValue");

function Facts({ rows }: { rows: [MessageKey, ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-sm text-slate-500">{t(label)}</dt>
          <dd className="break-words text-slate-900">{value || dash()}</dd>
        </div>
      ))}
    </dl>
  );
}

const STATUS: Record<"current" | "overdue" | "partial", MessageKey> = {
  current: "tenants.paymentCurrent",
  overdue: "tenants.paymentOverdue",
  partial: "tenants.paymentPartial",
};

/** View mode: every section of the account, the home and lease read-only. */
export function ProfileDetails({ profile }: { profile: ProfileView }) {
  const home = profile.home;
  return (
    <>
      <IconSection title={t("profile.sectionPersonal")} icon={<UserRound className="h-5 w-5" />}>
        <Facts
          rows={[
            ["profile.firstName", profile.firstName],
            ["profile.lastName", profile.lastName],
            ["profile.dateOfBirth", profile.dateOfBirth ? formatDate(profile.dateOfBirth) : null],
            ["profile.nationalId", profile.nationalId],
          ]}
        />
      </IconSection>
      {profile.role === "tenant" && (
        <>
          <IconSection title={t("profile.sectionProfessional")} icon={<Briefcase className="h-5 w-5" />}>
            <Facts
              rows={[
                ["profile.occupation", profile.occupation],
                ["profile.tin", profile.tin],
                ["profile.monthlyIncome", profile.monthlyIncome],
              ]}
            />
          </IconSection>
          <IconSection title={t("profile.sectionEmergency")} icon={<HeartHandshake className="h-5 w-5" />}>
            <Facts
              rows={[
                ["profile.emergencyName", profile.emergencyContactName],
                ["profile.emergencyPhone", profile.emergencyContactPhone],
                ["profile.emergencyRelationship", profile.emergencyContactRelationship],
                ["profile.emergencyEmail", profile.emergencyContactEmail],
              ]}
            />
          </IconSection>
          <IconSection title={t("profile.sectionHome")} icon={<Home className="h-5 w-5" />}>
            {home ? (
              <>
                <p className="mb-3 text-sm text-slate-500">{t("profile.readOnly")}</p>
                <Facts
                  rows={[
                    ["profile.property", home.propertyName],
                    ["profile.address", home.propertyAddress],
                    ["profile.unit", home.unitNumber],
                    ["profile.floor", home.floorNumber === null ? null : String(home.floorNumber)],
                    ["profile.monthlyRent", formatMoney(home.monthlyRent, home.rentCurrency)],
                    ["profile.leaseStart", formatDate(home.leaseStartDate)],
                    ["profile.leaseEnd", home.leaseEndDate ? formatDate(home.leaseEndDate) : null],
                    ["profile.paymentStatus", home.paymentStatus ? t(STATUS[home.paymentStatus]) : null],
                    [
                      "profile.outstanding",
                      home.outstandingBalance === null
                        ? null
                        : formatMoney(home.outstandingBalance, home.rentCurrency),
                    ],
                  ]}
                />
              </>
            ) : (
              <p className="text-sm text-slate-600">{t("profile.noHome")}</p>
            )}
          </IconSection>
        </>
      )}
      {profile.company && (
        <IconSection title={t("profile.sectionCompany")} icon={<Building2 className="h-5 w-5" />}>
          <Facts
            rows={[
              [
                "profile.accountType",
                t(
                  profile.company.accountType === "company"
                    ? "profile.accountCompany"
                    : "profile.accountIndividual",
                ),
              ],
              ["profile.companyName", profile.company.companyName],
              ["profile.companyRegNumber", profile.company.companyRegNumber],
              ["profile.companyAddress", profile.company.companyAddress],
              ["profile.businessLicenseNumber", profile.company.businessLicenseNumber],
              ["profile.tin", profile.tin],
            ]}
          />
        </IconSection>
      )}
    </>
  );
}
