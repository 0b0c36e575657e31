import { LANGUAGE_NAMES, LANGUAGES, type Language } from "@common/languages";
import { useQueryClient } from "@tanstack/react-query";
import { Languages } from "lucide-react";
import { useId } from "react";
import { saveAccountLanguage } from "@/lib/account-language";
import { currentLocale, switchLocale, t } from "@/lib/i18n";
import { answersInLanguage } from "@/lib/offline-cache";

/**
 * English, Luganda, Kiswahili: each named in its own language. The choice is kept in this browser and, for a
 * signed-in person, on their account (their SMS, emails and USSD menu follow it).
 */
export function LanguageSwitch({
  userId,
  className = "",
}: {
  /** The signed-in account, whose language the choice also sets. */
  userId?: string;
  className?: string;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const change = async (locale: Language) => {
    // The account's copy first: the app re-renders in the new language and must not switch back to the old.
    const saved = userId ? saveAccountLanguage(queryClient, userId, locale) : undefined;
    await switchLocale(locale).catch(() => {});
    // The server answers a signed-in person in their account's language: ask again once it has the new one.
    await saved;
    answersInLanguage(queryClient, locale);
  };
  return (
    <div className={`inline-flex items-center gap-1.5 ${className}`}>
      <Languages aria-hidden className="h-4 w-4 text-slate-500" />
      <label htmlFor={id} className="sr-only">
        {t("common.language")}
      </label>
      <select
        id={id}
        value={currentLocale()}
        onChange={(e) => void change(e.target.value as Language)}
        className="min-h-11 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600"
        data-testid="language-switch"
      >
        {LANGUAGES.map((l) => (
          <option key={l} value={l} lang={l}>
            {LANGUAGE_NAMES[l]}
          </option>
        ))}
      </select>
    </div>
  );
}
