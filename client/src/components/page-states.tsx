import type { Message } from "@common/i18n/message";
import { AlertTriangle, RotateCw } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ApiError } from "@/lib/api";
import { apiErrorMessage } from "@/lib/errors";
import { t } from "@/lib/i18n";
import { mayPassOnRetry } from "@/lib/retry";
import { RequestReference } from "./request-reference";

/** A grey placeholder block for loading skeletons. */
export function SkeletonBlock({ className = "" }: { className?: string }) {
  return (
    <div
      aria-hidden
      className={`animate-pulse rounded-lg bg-slate-200 motion-reduce:animate-none ${className}`}
    />
  );
}

/** A loading skeleton of a list screen: a title and a few row-sized blocks. */
export function ListSkeleton({ rows = 4, label = t("common.loading") }: { rows?: number; label?: Message }) {
  return (
    <div role="status" aria-label={label} className="space-y-4">
      <SkeletonBlock className="h-8 w-56" />
      <SkeletonBlock className="h-4 w-40" />
      <div className="space-y-3 pt-2">
        {Array.from({ length: rows }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
          <SkeletonBlock key={i} className="h-20 w-full md:h-14" />
        ))}
      </div>
    </div>
  );
}

/**
 * A failed load: what went wrong (the server's message, or `fallback`), the request's reference for support,
 * and a Retry button when asking again may help (not after a refusal: mayPassOnRetry).
 */
export function ErrorState({
  title,
  error,
  fallback = t("common.genericError"),
  onRetry,
  retrying = false,
}: {
  title: Message;
  error?: unknown;
  fallback?: Message;
  onRetry: () => void;
  retrying?: boolean;
}) {
  const reference = error instanceof ApiError ? error.requestId : undefined;
  return (
    <Card className="flex flex-col items-center gap-3 p-6 text-center" role="alert">
      <span aria-hidden className="grid h-12 w-12 place-items-center rounded-full bg-red-50 text-red-600">
        <AlertTriangle className="h-6 w-6" />
      </span>
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <p className="text-sm text-slate-600">{apiErrorMessage(error, fallback, t("common.networkError"))}</p>
      {reference && <RequestReference id={reference} />}
      {mayPassOnRetry(error) && (
        <Button variant="outline" onClick={onRetry} disabled={retrying}>
          <RotateCw aria-hidden className={`h-4 w-4 ${retrying ? "animate-spin" : ""}`} />
          {retrying ? t("common.retrying") : t("common.retry")}
        </Button>
      )}
    </Card>
  );
}

/** A friendly empty list: an icon, a title, a line of text and an optional action. */
export function EmptyState({
  icon,
  title,
  text,
  action,
}: {
  icon: ReactNode;
  title: Message;
  text?: Message;
  action?: ReactNode;
}) {
  return (
    <Card className="flex flex-col items-center gap-2 p-8 text-center">
      <span aria-hidden className="grid h-12 w-12 place-items-center rounded-full bg-brand-50 text-brand-700">
        {icon}
      </span>
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {text && <p className="max-w-sm text-sm text-slate-600">{text}</p>}
      {action && <div className="mt-2">{action}</div>}
    </Card>
  );
}

/** A dashboard card's loading placeholder (the card keeps its heading). */
export function CardSkeleton({ label = t("common.loading") }: { label?: Message }) {
  return (
    <div role="status" aria-label={label} className="space-y-2">
      <SkeletonBlock className="h-12" />
      <SkeletonBlock className="h-12" />
    </div>
  );
}

/** A dashboard card's failed load, inline: what went wrong, and Retry when asking again may help. */
export function CardError({
  error,
  onRetry,
  retrying,
}: {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <div role="alert" className="space-y-2">
      <p className="text-sm text-slate-600">{apiErrorMessage(error, t("common.genericError"))}</p>
      {mayPassOnRetry(error) && (
        <Button variant="outline" onClick={onRetry} disabled={retrying}>
          {t(retrying ? "common.retrying" : "common.retry")}
        </Button>
      )}
    </div>
  );
}
