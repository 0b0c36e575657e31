import { describe, expect, it } from "vitest";
import {
  channelsFor,
  DEFAULT_NOTIFICATION_SETTINGS,
  type NotificationSettings,
  type NotificationType,
  notificationSettingsSchema,
  SWITCHABLE_TYPES,
  TYPE_SETTING,
} from "./notifications";

const settings = (over: Partial<NotificationSettings> = {}): NotificationSettings => ({
  ...DEFAULT_NOTIFICATION_SETTINGS,
  ...over,
});
const ALL = { inApp: true, push: true, email: true, sms: true };
const NONE = { inApp: false, push: false, email: false, sms: false };

describe("channelsFor", () => {
  it("sends everything everywhere by default", () => {
    for (const type of SWITCHABLE_TYPES) {
      expect(channelsFor(DEFAULT_NOTIFICATION_SETTINGS, { type, essential: false })).toEqual(ALL);
    }
  });

  it("a type switched off is delivered on no channel, and only that type", () => {
    for (const off of SWITCHABLE_TYPES) {
      const s = settings({ [TYPE_SETTING[off]]: false });
      for (const type of SWITCHABLE_TYPES) {
        expect(channelsFor(s, { type, essential: false })).toEqual(type === off ? NONE : ALL);
      }
    }
  });

  it("email muted for a type keeps it in the app, by SMS too, and only that type", () => {
    for (const muted of SWITCHABLE_TYPES) {
      const s = settings({ emailMutedTypes: [muted] });
      for (const type of SWITCHABLE_TYPES) {
        expect(channelsFor(s, { type, essential: false })).toEqual({ ...ALL, email: type !== muted });
      }
    }
  });

  it("SMS muted for a type keeps it in the app and by email", () => {
    const s = settings({ smsMutedTypes: ["announcement", "message"] });
    expect(channelsFor(s, { type: "announcement", essential: false })).toEqual({ ...ALL, sms: false });
    expect(channelsFor(s, { type: "message", essential: false })).toEqual({ ...ALL, sms: false });
    expect(channelsFor(s, { type: "payment", essential: false })).toEqual(ALL);
  });

  it("the email and SMS masters stop their channel for every non-essential type", () => {
    for (const type of SWITCHABLE_TYPES) {
      expect(channelsFor(settings({ emailNotifications: false }), { type, essential: false })).toEqual({
        ...ALL,
        email: false,
      });
      expect(channelsFor(settings({ smsNotifications: false }), { type, essential: false })).toEqual({
        ...ALL,
        sms: false,
      });
    }
  });

  it("account notices (security) go everywhere whatever the settings, essential or not", () => {
    const off = settings({ emailNotifications: false, smsNotifications: false });
    expect(channelsFor(off, { type: "account", essential: false })).toEqual(ALL);
  });

  it("essential notices (receipts, security) go everywhere whatever the settings", () => {
    const everythingOff = settings({
      maintenanceUpdates: false,
      paymentReminders: false,
      announcements: false,
      bookingConfirmations: false,
      messageAlerts: false,
      marketplaceUpdates: false,
      petUpdates: false,
      emailNotifications: false,
      smsNotifications: false,
      emailMutedTypes: [...SWITCHABLE_TYPES],
      smsMutedTypes: [...SWITCHABLE_TYPES],
    });
    for (const type of SWITCHABLE_TYPES) {
      expect(channelsFor(everythingOff, { type, essential: true })).toEqual(ALL);
      expect(channelsFor(everythingOff, { type, essential: false })).toEqual(NONE);
    }
  });

  it("holds for every combination of the type's switch, both masters and both mutes", () => {
    const bools = [true, false];
    for (const type of SWITCHABLE_TYPES)
      for (const on of bools)
        for (const email of bools)
          for (const sms of bools)
            for (const eMuted of bools)
              for (const sMuted of bools) {
                const s = settings({
                  [TYPE_SETTING[type]]: on,
                  emailNotifications: email,
                  smsNotifications: sms,
                  emailMutedTypes: eMuted ? [type] : [],
                  smsMutedTypes: sMuted ? [type] : [],
                });
                expect(channelsFor(s, { type, essential: false })).toEqual({
                  inApp: on,
                  push: on,
                  email: on && email && !eMuted,
                  sms: on && sms && !sMuted,
                });
                expect(channelsFor(s, { type, essential: true })).toEqual(ALL);
              }
  });
});

describe("notificationSettingsSchema", () => {
  it("takes the seven switches and the muted types, without repeats", () => {
    const parsed = notificationSettingsSchema.parse({
      ...DEFAULT_NOTIFICATION_SETTINGS,
      emailMutedTypes: ["announcement", "announcement"],
    });
    expect(parsed.emailMutedTypes).toEqual(["announcement"]);
  });

  it("refuses unknown keys, unknown types, missing switches and non-booleans", () => {
    const ok = DEFAULT_NOTIFICATION_SETTINGS;
    expect(notificationSettingsSchema.safeParse({ ...ok, isAdmin: true }).success).toBe(false);
    expect(
      notificationSettingsSchema.safeParse({ ...ok, emailMutedTypes: ["spam" as NotificationType] }).success,
    ).toBe(false);
    const { messageAlerts: _, ...missing } = ok;
    expect(notificationSettingsSchema.safeParse(missing).success).toBe(false);
    expect(notificationSettingsSchema.safeParse({ ...ok, announcements: "false" }).success).toBe(false);
  });
});
