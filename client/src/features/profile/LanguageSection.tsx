import { Languages } from "lucide-react";
import { IconSection } from "@/components/IconSection";
import { LanguageSwitch } from "@/components/LanguageSwitch";
import { useCurrentUser } from "@/lib/auth";
import { t } from "@/lib/i18n";

/** 'Language': the account's language, for its screens and everything Nyumba sends it. */
export function LanguageSection() {
  const { user } = useCurrentUser();
  return (
    <IconSection title={t("profile.languageTitle")} icon={<Languages className="h-5 w-5" />}>
      <p className="mb-3 text-sm text-slate-600">{t("profile.languageText")}</p>
      <LanguageSwitch userId={user?.id} />
    </IconSection>
  );
}
