import { buttonClass } from "@/components/ui/button";
import { t } from "@/lib/i18n";
import { Link } from "@/lib/navigation";
import { usePageTitle } from "@/lib/page-title";
import { pagePath } from "@/lib/pages";

export default function NotFoundPage() {
  usePageTitle(t("landing.notFoundTitle"));
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{t("landing.notFoundTitle")}</h1>
      <p className="max-w-sm text-slate-600">{t("landing.notFoundBody")}</p>
      <Link href={pagePath("/")} className={buttonClass("primary")}>
        {t("common.backToHome")}
      </Link>
    </main>
  );
}
