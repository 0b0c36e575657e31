import type { Announcement } from "@common/schemas/announcements";
import { Plus } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { useSearch } from "wouter";
import { ListSkeleton } from "@/components/page-states";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Dialog } from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast";
import { apiErrorMessage } from "@/lib/errors";
import { t } from "@/lib/i18n";
import { usePageTitle } from "@/lib/page-title";
import { DASHBOARD_PATH } from "@/lib/pages";
import { PageShell } from "@/shells/PageShell";
import { useSelectedProperty } from "@/shells/use-selected-property";
import { AnnouncementFeed } from "./AnnouncementFeed";
import { LandlordAnnouncementItem } from "./LandlordAnnouncementItem";
import { useAnnouncements, useDeleteAnnouncement } from "./queries";
import { useLiveAnnouncements } from "./useLiveAnnouncements";

type Compose = { editing: Announcement | null } | null;

// The form (with its validation, zod among it) loads when the landlord composes or edits, not with the list.
const AnnouncementForm = lazy(() =>
  import("./AnnouncementForm").then((m) => ({ default: m.AnnouncementForm })),
);

/**
 * /landlord-announcements (the dashboard's Send Announcement, `?compose=1` opens the form): compose, the list of
 * the landlord's announcements with read and acknowledged counts (live as residents read), edit while unread, delete.
 */
export default function LandlordAnnouncementsPage() {
  usePageTitle(t("announcements.landlordTitle"));
  useLiveAnnouncements({ announce: false });
  const search = useSearch();
  const selected = useSelectedProperty();
  const q = useAnnouncements();
  const remove = useDeleteAnnouncement();
  const [compose, setCompose] = useState<Compose>(() =>
    new URLSearchParams(search).get("compose") ? { editing: null } : null,
  );
  const [deleting, setDeleting] = useState<Announcement | null>(null);
  const formTop = useRef<HTMLDivElement>(null);

  const open = (editing: Announcement | null) => {
    setCompose({ editing });
    requestAnimationFrame(() => formTop.current?.scrollIntoView({ block: "start" }));
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast({ title: t("announcements.toastDeleted") });
        setDeleting(null);
      },
      onError: (e) =>
        toast({
          title: t("announcements.actionFailed"),
          description: apiErrorMessage(e, t("announcements.actionFailed")),
          variant: "destructive",
        }),
    });
  };

  return (
    <PageShell
      title={t("announcements.landlordTitle")}
      subtitle={t("announcements.landlordSubtitle")}
      back={{ href: DASHBOARD_PATH, label: t("common.backToDashboard") }}
      width="wide"
      actions={
        compose ? null : (
          <Button onClick={() => open(null)} className="w-full sm:w-auto">
            <Plus aria-hidden className="h-4 w-4" />
            {t("announcements.sendAnnouncement")}
          </Button>
        )
      }
    >
      <div className="space-y-5">
        {compose && (
          <div ref={formTop} className="scroll-mt-20">
            <Card className="p-4 sm:p-6">
              <section aria-labelledby="compose-title" className="space-y-4">
                <h2 id="compose-title" className="text-lg font-semibold text-slate-900">
                  {compose.editing ? t("announcements.editTitle") : t("announcements.composeTitle")}
                </h2>
                {selected.isLoading ? (
                  <ListSkeleton rows={2} />
                ) : (
                  <Suspense fallback={<ListSkeleton rows={2} />}>
                    <AnnouncementForm
                      key={compose.editing?.id ?? "new"}
                      editing={compose.editing}
                      defaultPropertyId={selected.data?.property?.id}
                      onDone={() => setCompose(null)}
                    />
                  </Suspense>
                )}
              </section>
            </Card>
          </div>
        )}

        <AnnouncementFeed
          q={q}
          copy={{
            loadFailed: "announcements.landlordLoadFailed",
            emptyTitle: "announcements.landlordEmptyTitle",
            emptyText: "announcements.landlordEmptyText",
          }}
        >
          {(a) => <LandlordAnnouncementItem a={a} onEdit={() => open(a)} onDelete={() => setDeleting(a)} />}
        </AnnouncementFeed>
      </div>

      <Dialog
        open={deleting !== null}
        onClose={() => {
          if (!remove.isPending) setDeleting(null);
        }}
        title={t("announcements.deleteTitle")}
        description={t("announcements.deleteText", { title: deleting?.title ?? "" })}
        footer={
          <>
            <Button variant="outline" onClick={() => setDeleting(null)} disabled={remove.isPending}>
              {t("announcements.cancel")}
            </Button>
            <Button variant="destructive" onClick={confirmDelete} disabled={remove.isPending}>
              {remove.isPending ? t("announcements.deleting") : t("announcements.delete")}
            </Button>
          </>
        }
      />
    </PageShell>
  );
}
