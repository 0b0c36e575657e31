import { Pencil } from "lucide-react";
import { type ReactNode, useState } from "react";
import { ErrorState, ListSkeleton } from "@/components/page-states";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useCurrentUser } from "@/lib/auth";
import { formatDate } from "@/lib/format";
import { t } from "@/lib/i18n";
import { usePageTitle } from "@/lib/page-title";
import { PageShell } from "@/shells/PageShell";
import { TenantPageShell } from "@/shells/TenantPageShell";
import { EmailChange } from "./EmailChange";
import { ProfileDetails } from "./ProfileDetails";
import { ProfileForm } from "./ProfileForm";
import { ProfilePhoto } from "./ProfilePhoto";
import { useProfile } from "./queries";

function Shell({ children }: { children: ReactNode }) {
  const { user } = useCurrentUser();
  const props = {
    title: t("profile.title"),
    subtitle: t(user?.role === "landlord" ? "profile.subtitleLandlord" : "profile.subtitle"),
    back: { href: "/dashboard", label: t("profile.backToDashboard") },
  };
  return user?.role === "landlord" ? (
    <PageShell {...props}>
      <div className="space-y-5">{children}</div>
    </PageShell>
  ) : (
    <TenantPageShell {...props}>{children}</TenantPageShell>
  );
}

/**
 * /tenant-profile (and /landlord-profile): your own profile from the database, in view mode or edit mode (Save
 * or Cancel); the photo; the email changed by a code. A tenant's home, lease and standing are read-only.
 */
export default function ProfilePage() {
  usePageTitle(t("profile.title"));
  const profile = useProfile();
  const [editing, setEditing] = useState(false);
  if (profile.isPending)
    return (
      <Shell>
        <ListSkeleton rows={4} />
      </Shell>
    );
  if (profile.isError)
    return (
      <Shell>
        <ErrorState
          title={t("profile.title")}
          error={profile.error}
          onRetry={() => profile.refetch()}
          retrying={profile.isFetching}
        />
      </Shell>
    );
  const p = profile.data;
  return (
    <Shell>
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
        {!editing && (
          <Button onClick={() => setEditing(true)}>
            <Pencil aria-hidden className="h-4 w-4" />
            {t("profile.edit")}
          </Button>
        )}
      </Card>
      {editing ? (
        <ProfileForm profile={p} onDone={() => setEditing(false)} />
      ) : (
        <ProfileDetails profile={p} />
      )}
      <EmailChange profile={p} />
    </Shell>
  );
}
