// First: it starts a worker while the rest evaluates.
import "./lib/intl-warmup";
import "./lib/zod-jitless";
import { PRERENDERED_ATTRIBUTE } from "@common/prerendered";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "@/app/App";
import { preloadRoute } from "@/app/routes";
import "./index.css";
import { takeBootstrappedUser } from "./lib/auth";
import { releasePrerendered } from "./lib/first-paint";
import { loadLocale, preferredLocale } from "./lib/i18n";
import { queryClient } from "./lib/query-client";

// The signed-in user comes with the HTML; the page's chunks and the language's catalogue start loading now,
// side by side (each page waits for both).
const user = takeBootstrappedUser(queryClient);
preloadRoute(window.location.pathname, user?.role);
const root = document.getElementById("root")!;
const prerendered = root.getAttribute(PRERENDERED_ATTRIBUTE);

if (prerendered && prerendered === preferredLocale()) {
  // A public page the build rendered (decision 0056): React takes over its HTML, in the language it is written in.
  void loadLocale(prerendered)
    .catch(() => {})
    .then(() => hydrateRoot(root, <App />));
} else {
  // Rendered here: nothing prerendered, or in another language than this browser's choice.
  root.replaceChildren();
  releasePrerendered();
  void loadLocale().catch(() => {});
  // The first render a task later: on a slow phone the entry's evaluation (the requests above already on their
  // way) and the first render are two tasks instead of one long one that input would wait behind.
  setTimeout(() => createRoot(root).render(<App />), 0);
}
