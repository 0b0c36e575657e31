import type { Message } from "@common/i18n/message";
import { useQueryClient } from "@tanstack/react-query";
import { FileText, IdCard, ShieldCheck } from "lucide-react";
import { type ChangeEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Field, Input } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import { href } from "@/lib/api";
import { CURRENT_USER_KEY } from "@/lib/auth";
import { apiErrorMessage } from "@/lib/errors";
import { t } from "@/lib/i18n";
import { ID_PHOTO_ACCEPT, MAX_ID_PHOTO_BYTES, uploadNationalIdPhoto } from "./upload";

const failed = (description: Message) =>
  toast({ variant: "destructive", title: t("identity.uploadFailedTitle"), description });

/** The tenant's national ID photo: upload one (with progress), or see the one on file and replace it. */
export function IdentityDocumentCard({ userId, hasPhoto }: { userId: string; hasPhoto: boolean }) {
  const queryClient = useQueryClient();
  const inputId = useId();
  const [replacing, setReplacing] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  // Bumped after each upload so the thumbnail shows the new file, not the image already in the page.
  const [version, setVersion] = useState(0);
  const [thumbFailed, setThumbFailed] = useState(false);
  const uploading = progress !== null;

  async function onFile(e: ChangeEvent<HTMLInputElement>) {
    const input = e.currentTarget;
    const file = input.files?.[0];
    input.value = ""; // choosing the same file again still uploads
    if (!file) return;
    if (file.size > MAX_ID_PHOTO_BYTES) {
      failed(t("identity.fileTooLarge", { mb: MAX_ID_PHOTO_BYTES / 1024 / 1024 }));
      return;
    }
    setProgress(0);
    try {
      await uploadNationalIdPhoto(file, setProgress);
      toast({ title: t("identity.uploadedTitle"), description: t("identity.uploaded") });
      setVersion((v) => v + 1);
      setThumbFailed(false);
      setReplacing(false);
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    } catch (err) {
      failed(apiErrorMessage(err, t("identity.uploadFailed")));
    } finally {
      setProgress(null);
    }
  }

  const src = href("tenants.nationalIdPhoto", {
    params: { id: userId },
    query: { v: version ? String(version) : undefined },
  });
  const showUpload = !hasPhoto || replacing;

  return (
    <Card className="p-5">
      <section aria-labelledby="identity-title" className="space-y-4">
        <div className="flex items-start gap-3">
          <span
            aria-hidden
            className={`grid h-11 w-11 shrink-0 place-items-center rounded-full ${hasPhoto ? "bg-green-100 text-green-700" : "bg-brand-100 text-brand-700"}`}
          >
            {hasPhoto ? <ShieldCheck className="h-6 w-6" /> : <IdCard className="h-6 w-6" />}
          </span>
          <div className="min-w-0">
            <h2 id="identity-title" className="font-semibold text-slate-900">
              {t("identity.title")}
            </h2>
            <p className="mt-1 text-sm text-slate-600">
              {hasPhoto ? t("identity.onFile") : t("identity.uploadPrompt")}
            </p>
          </div>
        </div>

        {hasPhoto && (
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            {thumbFailed ? (
              // Not an image (a PDF): the server sends it as a download.
              <a
                href={src}
                className="flex h-24 w-36 items-center justify-center gap-2 rounded-lg border border-slate-200 bg-slate-50 text-sm font-medium text-brand-700 hover:bg-brand-50"
              >
                <FileText aria-hidden className="h-5 w-5" />
                {t("identity.openDocument")}
              </a>
            ) : (
              <img
                src={src}
                alt={t("identity.photoAlt")}
                onError={() => setThumbFailed(true)}
                className="h-24 w-36 rounded-lg border border-slate-200 bg-slate-50 object-cover"
              />
            )}
            {!replacing && (
              <Button variant="outline" onClick={() => setReplacing(true)} className="sm:ml-auto">
                {t("identity.replace")}
              </Button>
            )}
          </div>
        )}

        {showUpload && (
          <div className="space-y-3">
            <Field label={t("identity.photoLabel")} htmlFor={inputId} hint={t("identity.photoHint")}>
              <Input
                id={inputId}
                type="file"
                accept={ID_PHOTO_ACCEPT}
                disabled={uploading}
                onChange={onFile}
                className="file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-brand-700"
              />
            </Field>
            {uploading && (
              <div>
                <div className="flex justify-between text-xs text-slate-600">
                  <span>{t("identity.uploading")}</span>
                  <span>{t("identity.percent", { percent: progress })}</span>
                </div>
                <div
                  role="progressbar"
                  aria-label={t("identity.uploadProgress")}
                  aria-valuenow={progress}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  className="mt-1 h-2 overflow-hidden rounded-full bg-slate-200"
                >
                  <div
                    className="h-full rounded-full bg-brand-600 transition-[width]"
                    style={{ width: `${progress}%` }}
                  />
                </div>
              </div>
            )}
            {replacing && (
              <Button variant="ghost" onClick={() => setReplacing(false)} disabled={uploading}>
                {t("common.cancel")}
              </Button>
            )}
          </div>
        )}
      </section>
    </Card>
  );
}
