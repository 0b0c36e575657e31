import { Download, FileArchive } from "lucide-react";
import { IconSection } from "@/components/IconSection";
import { buttonClass } from "@/components/ui/button";
import { href } from "@/lib/api";
import { t } from "@/lib/i18n";

/** 'Your data': everything the account holds, downloaded as one ZIP archive (Data Protection and Privacy Act). */
export function YourDataCard() {
  return (
    <IconSection title={t("account.dataTitle")} icon={<FileArchive className="h-5 w-5" />}>
      <p className="mb-3 text-sm text-slate-600">{t("account.dataText")}</p>
      <a
        href={href("account.export")}
        download
        className={buttonClass("outline")}
        data-testid="download-data"
      >
        <Download aria-hidden className="h-4 w-4" />
        {t("account.dataDownload")}
      </a>
    </IconSection>
  );
}
