import type { Language } from "../../../../../common/languages";
import type { AppDeps } from "../../../deps";
import type { SessionUser } from "../../../platform/auth/session";
import { setUserLocale } from "../../users";

/** PUT /api/profile/language: the account's language for its screens, SMS, emails and USSD menu. */
export async function setLanguage(deps: AppDeps, caller: SessionUser, locale: Language | null) {
  await setUserLocale(deps.db, caller.id, locale);
  return { locale };
}
