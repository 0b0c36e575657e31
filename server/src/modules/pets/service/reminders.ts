import { msg } from "../../../../../common/i18n/message";
import { VACCINATION_BOOSTER_MONTHS, VACCINATION_REMINDER_DAYS } from "../../../../../common/schemas/pets";
import type { Db } from "../../../db/client";
import { pagePath } from "../../../platform/pages";
import {
  type DeliverDeps,
  deliverNotifications,
  type MessageDeps,
  type NewNotification,
  notify,
} from "../../notifications";
import { markVaccinationReminded, petsDueForVaccination } from "../queries";

const BATCH = 200;

/** The tenant's notice that a pet's booster falls due on `due`. */
export const vaccinationReminder = (pet: {
  tenantId: string;
  name: string;
  due: string;
}): NewNotification => ({
  userId: pet.tenantId,
  type: "pet",
  title: msg("pets.vaccinationDueTitle"),
  message: msg("pets.vaccinationDueMessage", { name: pet.name, date: pet.due }),
  link: pagePath("/pet-registration"),
});

/** The day `days` after a YYYY-MM-DD day. */
function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Daily: tells each tenant once when a pet's yearly booster (12 months after its last recorded vaccination) is due
 * within 14 days (or already past). Marked per due date, so a rerun or a second instance sends nothing twice, and
 * a newer vaccination date brings a new reminder next year. Returns how many were sent.
 */
export async function sendVaccinationReminders(
  deps: DeliverDeps & MessageDeps & { db: Db },
  today: string,
): Promise<number> {
  const until = addDays(today, VACCINATION_REMINDER_DAYS);
  let sent = 0;
  for (;;) {
    const due = await petsDueForVaccination(deps.db, until, VACCINATION_BOOSTER_MONTHS, BATCH);
    if (!due.length) return sent;
    for (const pet of due) {
      const stored = await deps.db.transaction(async (tx) => {
        if (!(await markVaccinationReminded(tx, pet.id, pet.due))) return [];
        return notify(tx, deps, vaccinationReminder(pet));
      });
      sent += stored.length ? 1 : 0;
      await deliverNotifications(deps, stored);
    }
  }
}
