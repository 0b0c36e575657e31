import { Pencil, ShieldCheck } from "lucide-react";
import { type ReactNode, useState } from "react";
import { ErrorState, ListSkeleton } from "@/components/page-states";
import { Button, buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useCurrentUser } from "@/lib/auth";
import { formatDate } from "@/lib/format";
import { t } from "@/lib/i18n";
import { Link } from "@/lib/navigation";
import { usePageTitle } from "@/lib/page-title";
import { pagePath } from "@/lib/pages";
import { AccountShell } from "./AccountShell";
import { ContactChange } from "./ContactChange";
import { LanguageSection } from "./LanguageSection";
import { ProfileDetails } from "./ProfileDetails";
import { ProfileForm } from "./ProfileForm";
import { ProfilePhoto } from "./ProfilePhoto";
import { useProfile } from "./queries";

/**
 * /tenant-profile (and /landlord-profile): your own profile from the database, in view mode or edit mode (Save
 * or Cancel); the photo; the email changed by a code. A tenant's home, lease and standing are read-only.
 */
export default function ProfilePage() {
  usePageTitle(t("profile.title"));
  const { user } = useCurrentUser();
  const profile = useProfile();
  // A function, not a component: the frame keeps its identity across renders (the form keeps its state).
  const shell = (children: ReactNode) => (
    <AccountShell
      title={t("profile.title")}
      subtitle={t(user?.role === "landlord" ? "profile.subtitleLandlord" : "profile.subtitle")}
    >
      {children}
    </AccountShell>
  );
  const [editing, setEditing] = useState(false);
  if (profile.isPending) return shell(<ListSkeleton rows={4} />);
  if (profile.isError)
    return shell(
      <ErrorState
        title={t("profile.title")}
        error={profile.error}
        onRetry={() => profile.refetch()}
        retrying={profile.isFetching}
      />,
    );
  const p = profile.data;
  return shell(
    <>
      <Card className="flex flex-wrap items-center justify-between gap-4 p-4 sm:p-5">
        <div className="flex min-w-0 flex-wrap items-center gap-4">
          <ProfilePhoto profile={p} />
          <div className="min-w-0">
            <p className="text-lg font-semibold text-slate-900" data-testid="profile-name">
              {p.firstName} {p.lastName}
            </p>
            <p className="text-sm text-slate-600">
              {t("profile.memberSince", { date: formatDate(p.memberSince) })}
            </p>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link href={pagePath("/account-security")} className={buttonClass("outline")}>
            <ShieldCheck aria-hidden className="h-4 w-4" />
            {t("account.link")}
          </Link>
          {!editing && (
            <Button onClick={() => setEditing(true)}>
              <Pencil aria-hidden className="h-4 w-4" />
              {t("profile.edit")}
            </Button>
          )}
        </div>
      </Card>
      {editing ? (
        <ProfileForm profile={p} onDone={() => setEditing(false)} />
      ) : (
        <ProfileDetails profile={p} />
      )}
      <ContactChange profile={p} />
      <LanguageSection />
    </>,
  );
}
