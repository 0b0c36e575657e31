import { AlertTriangle, RotateCw } from "lucide-react";
import { Component, type ErrorInfo, type ReactNode } from "react";
import { RequestReference } from "@/components/request-reference";
import { Button } from "@/components/ui/button";
import { ApiError } from "@/lib/api";
import { removeFirstPaint } from "@/lib/first-paint";
import { t } from "@/lib/i18n";

/** A script or catalogue chunk that did not arrive (a dropped mobile connection), in any browser's words. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === "ChunkLoadError" ||
    /dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
      error.message.slice(0, 500),
    )
  );
}

interface Props {
  children: ReactNode;
  /** Called by 'Try again' before the children render again (a page reloads its chunk). */
  onRetry?: () => void;
  /** Fill the screen (the whole app) rather than the page area. */
  fullScreen?: boolean;
}

/**
 * Never a blank page: a render error or a chunk that failed to load shows what happened and 'Try again'.
 * Used around the whole app and around each route.
 */
export class ErrorBoundary extends Component<Props, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
    removeFirstPaint(); // the server's first paint would stand above what went wrong
  }

  private retry = () => {
    this.props.onRetry?.();
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    const chunk = isChunkLoadError(error);
    return (
      <div
        role="alert"
        className={`flex flex-col items-center justify-center gap-3 px-4 py-10 text-center ${this.props.fullScreen ? "min-h-dvh" : ""}`}
      >
        <span aria-hidden className="grid h-12 w-12 place-items-center rounded-full bg-red-50 text-red-600">
          <AlertTriangle className="h-6 w-6" />
        </span>
        <h1 className="text-xl font-semibold text-slate-900">
          {chunk ? t("common.chunkErrorTitle") : t("common.pageErrorTitle")}
        </h1>
        <p className="max-w-sm text-sm text-slate-600">
          {chunk ? t("common.chunkErrorBody") : t("common.pageErrorBody")}
        </p>
        {error instanceof ApiError && error.requestId && <RequestReference id={error.requestId} />}
        <div className="flex flex-wrap justify-center gap-2">
          <Button onClick={this.retry}>
            <RotateCw aria-hidden className="h-4 w-4" />
            {t("common.tryAgain")}
          </Button>
          <Button variant="outline" onClick={() => window.location.assign("/")}>
            {t("common.goHome")}
          </Button>
        </div>
      </div>
    );
  }
}
