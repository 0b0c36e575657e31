// wouter imports useSyncExternalStore from the `use-sync-external-store` shim, written for React 16 and 17; React
// 18 and later have it built in. vite.config.ts points the shim here, which keeps the shim's fallback (about
// 0.6 KB gzipped) out of every first visit.
export { useSyncExternalStore } from "react";
