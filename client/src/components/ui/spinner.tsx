import type { Message } from "@common/i18n/message";
import { hasFirstPaint } from "@/lib/first-paint";
import { t } from "@/lib/i18n";

export function Spinner({ label = t("common.loading") }: { label?: Message }) {
  return (
    <span
      role="progressbar"
      aria-label={label}
      className="inline-block h-8 w-8 animate-spin rounded-full border-4 border-brand-600 border-t-transparent"
    />
  );
}

/** While the page loads; nothing where the server's first paint already shows its frame (first-paint.ts). */
export function FullScreenSpinner() {
  if (hasFirstPaint()) return null;
  return (
    <div className="flex min-h-dvh items-center justify-center" data-testid="full-screen-spinner">
      <Spinner />
    </div>
  );
}
