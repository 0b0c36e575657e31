import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { ErrorBoundary } from "@/app/ErrorBoundary";
import { AppRoutes } from "@/app/routes";
import { Toaster } from "./components/ui/toast";
import "./index.css";
import { loadLocale } from "./lib/i18n";
import { queryClient } from "./lib/query-client";

// The language's catalogue starts loading now, beside the first page's chunk (each page waits for both).
void loadLocale().catch(() => {});

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <ErrorBoundary fullScreen onRetry={() => window.location.reload()}>
      <QueryClientProvider client={queryClient}>
        <AppRoutes />
        <Toaster />
      </QueryClientProvider>
    </ErrorBoundary>
  </StrictMode>,
);
