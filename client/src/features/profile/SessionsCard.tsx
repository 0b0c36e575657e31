import { literal } from "@common/i18n/message";
import type { sessionView } from "@common/schemas/account";
import type { z } from "@common/schemas/zod";
import { MonitorSmartphone } from "lucide-react";
import { IconSection } from "@/components/IconSection";
import { CardError, CardSkeleton } from "@/components/page-states";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { apiErrorMessage } from "@/lib/errors";
import { formatDate, formatRelative } from "@/lib/format";
import { t } from "@/lib/i18n";
import { useEndOtherSessions, useEndSession, useSessions } from "./security-queries";

type Session = z.infer<typeof sessionView>;

export const deviceName = (s: Pick<Session, "browser" | "os">) =>
  s.browser && s.os
    ? t("account.deviceOn", { browser: s.browser, os: s.os })
    : s.os
      ? t("account.browserOn", { os: s.os })
      : s.browser
        ? literal(s.browser)
        : t("account.unknownDevice");

const failed = (e: unknown) =>
  toast({
    variant: "destructive",
    title: t("common.genericError"),
    description: apiErrorMessage(e, t("common.genericError"), t("common.networkError")),
  });

/** 'Active sessions': each device with its address and last use; Sign out, and Sign out everywhere else. */
export function SessionsCard() {
  const sessions = useSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const others = sessions.data?.items.filter((s) => !s.current).length ?? 0;
  return (
    <IconSection title={t("account.sessionsTitle")} icon={<MonitorSmartphone className="h-5 w-5" />}>
      <p className="mb-3 text-sm text-slate-600">{t("account.sessionsText")}</p>
      {sessions.isPending ? (
        <CardSkeleton />
      ) : sessions.isError ? (
        <CardError error={sessions.error} onRetry={() => sessions.refetch()} retrying={sessions.isFetching} />
      ) : (
        <>
          <ul className="divide-y divide-slate-100" data-testid="sessions">
            {sessions.data.items.map((s) => (
              <li
                key={s.id}
                className="flex flex-wrap items-center justify-between gap-3 py-3"
                data-testid="session"
              >
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">
                    {deviceName(s)}
                    {s.current && (
                      <span className="ml-2 rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-800">
                        {t("account.thisDevice")}
                      </span>
                    )}
                  </p>
                  <p className="text-sm text-slate-600">
                    {[
                      s.ip && t("account.fromAddress", { ip: s.ip }),
                      t("account.lastSeen", { when: formatRelative(s.lastSeenAt) }),
                      t("account.signedInAt", { date: formatDate(s.createdAt) }),
                    ]
                      .filter(Boolean)
                      .join(" · ")}
                  </p>
                </div>
                {!s.current && (
                  <Button
                    variant="outline"
                    disabled={endOne.isPending}
                    aria-label={t("account.signOutSessionLabel", { device: deviceName(s) })}
                    onClick={() =>
                      endOne.mutate(s.id, {
                        onSuccess: () =>
                          toast({ title: t("account.signedOutOne"), description: deviceName(s) }),
                        onError: failed,
                      })
                    }
                  >
                    {t("account.signOutSession")}
                  </Button>
                )}
              </li>
            ))}
          </ul>
          {others > 0 ? (
            <Button
              variant="outline"
              className="mt-3"
              disabled={endOthers.isPending}
              onClick={() =>
                endOthers.mutate(undefined, {
                  onSuccess: (r) =>
                    toast({
                      title: t("account.signedOutOthers"),
                      description: t("account.signedOutOthersText", { count: r.ended }),
                    }),
                  onError: failed,
                })
              }
            >
              {t("account.signOutOthers")}
            </Button>
          ) : (
            <p className="mt-2 text-sm text-slate-600">{t("account.noOtherSessions")}</p>
          )}
        </>
      )}
    </IconSection>
  );
}
