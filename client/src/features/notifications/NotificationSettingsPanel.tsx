import type { MessageKey } from "@common/i18n/keys";
import {
  type NotificationSettings,
  SWITCHABLE_TYPES,
  type SwitchableType,
  TYPE_SETTING,
} from "@common/schemas/notifications";
import { ShieldCheck } from "lucide-react";
import { ErrorState, SkeletonBlock } from "@/components/page-states";
import { Card } from "@/components/ui/card";
import { t } from "@/lib/i18n";
import { useNotificationSettings, useSaveSettings } from "./queries";
import { Toggle } from "./Toggle";

type Switch = keyof Omit<NotificationSettings, "emailMutedTypes" | "smsMutedTypes">;

const TEXTS: Record<Switch, { label: MessageKey; text: MessageKey }> = {
  maintenanceUpdates: {
    label: "notifications.maintenanceUpdatesLabel",
    text: "notifications.maintenanceUpdatesText",
  },
  paymentReminders: {
    label: "notifications.paymentRemindersLabel",
    text: "notifications.paymentRemindersText",
  },
  announcements: { label: "notifications.announcementsLabel", text: "notifications.announcementsText" },
  bookingConfirmations: {
    label: "notifications.bookingConfirmationsLabel",
    text: "notifications.bookingConfirmationsText",
  },
  messageAlerts: { label: "notifications.messageAlertsLabel", text: "notifications.messageAlertsText" },
  marketplaceUpdates: {
    label: "notifications.marketplaceUpdatesLabel",
    text: "notifications.marketplaceUpdatesText",
  },
  petUpdates: { label: "notifications.petUpdatesLabel", text: "notifications.petUpdatesText" },
  emailNotifications: {
    label: "notifications.emailNotificationsLabel",
    text: "notifications.emailNotificationsText",
  },
  smsNotifications: {
    label: "notifications.smsNotificationsLabel",
    text: "notifications.smsNotificationsText",
  },
};

/**
 * The Settings tab: each type on or off, with its own Email switch (emailMutedTypes), then the email and SMS
 * masters, and the note that receipts and security notices are always sent. Each switch saves at once.
 */
export function NotificationSettingsPanel() {
  const q = useNotificationSettings();
  const save = useSaveSettings();

  if (q.isPending) {
    return (
      <div role="status" aria-label={t("common.loading")} className="space-y-3">
        <SkeletonBlock className="h-64" />
        <SkeletonBlock className="h-32" />
      </div>
    );
  }
  if (q.isError) {
    return (
      <ErrorState
        title={t("notifications.settingsLoadFailed")}
        error={q.error}
        onRetry={() => q.refetch()}
        retrying={q.isFetching}
      />
    );
  }
  const s = q.data;
  const set = (change: Partial<NotificationSettings>) => save.mutate({ ...s, ...change });
  const emailFor = (type: SwitchableType, on: boolean) =>
    set({
      emailMutedTypes: on ? s.emailMutedTypes.filter((x) => x !== type) : [...s.emailMutedTypes, type],
    });

  return (
    <div className="space-y-4" data-testid="notification-settings">
      <Card className="p-4 sm:p-5">
        <section aria-labelledby="settings-types-title">
          <h2 id="settings-types-title" className="text-lg font-semibold text-slate-900">
            {t("notifications.settingsTypesTitle")}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t("notifications.settingsTypesText")}</p>
          <ul className="mt-3 divide-y divide-slate-100">
            {SWITCHABLE_TYPES.map((type) => {
              const key = TYPE_SETTING[type];
              const on = s[key];
              return (
                <li key={type} className="py-3" data-testid={`setting-${type}`}>
                  <Toggle
                    label={t(TEXTS[key].label)}
                    description={t(TEXTS[key].text)}
                    checked={on}
                    onChange={(v) => set({ [key]: v })}
                    testId={`toggle-${key}`}
                  />
                  <div className="mt-1 pl-4 sm:pl-6">
                    <Toggle
                      small
                      label={t("notifications.emailForType")}
                      name={t("notifications.emailForTypeOf", { type: t(TEXTS[key].label) })}
                      checked={on && s.emailNotifications && !s.emailMutedTypes.includes(type)}
                      disabled={!on || !s.emailNotifications}
                      onChange={(v) => emailFor(type, v)}
                      testId={`email-${type}`}
                    />
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      </Card>

      <Card className="p-4 sm:p-5">
        <section aria-labelledby="settings-channels-title">
          <h2 id="settings-channels-title" className="text-lg font-semibold text-slate-900">
            {t("notifications.settingsChannelsTitle")}
          </h2>
          <ul className="mt-2 divide-y divide-slate-100">
            {(["emailNotifications", "smsNotifications"] as const).map((key) => (
              <li key={key} className="py-3">
                <Toggle
                  label={t(TEXTS[key].label)}
                  description={t(TEXTS[key].text)}
                  checked={s[key]}
                  onChange={(v) => set({ [key]: v })}
                  testId={`toggle-${key}`}
                />
              </li>
            ))}
          </ul>
        </section>
      </Card>

      <p className="flex items-start gap-2 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900">
        <ShieldCheck aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
        <span>{t("notifications.essentialNote")}</span>
      </p>
      <p aria-live="polite" className="sr-only">
        {save.isSuccess ? t("notifications.settingsSaved") : ""}
      </p>
    </div>
  );
}
