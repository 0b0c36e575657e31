import type { QueryClient } from "@tanstack/react-query";
import { currentLocale } from "./i18n";

/** The service worker's cache of API answers (public/sw.js keeps each GET /api answer there by its URL). */
export const API_CACHE = "nyumba-api-v1";

/**
 * Keeps an answer the page got another way (the signed-in user written into the HTML) where the service worker
 * looks when offline, as if it had been fetched (in the current language, which the worker compares when the
 * language changes).
 */
export async function keepAnswer(path: string, body: unknown): Promise<void> {
  if (!("caches" in window)) return;
  const headers = { "content-type": "application/json; charset=utf-8", "content-language": currentLocale() };
  await (await caches.open(API_CACHE)).put(path, new Response(JSON.stringify(body), { headers }));
}

/**
 * After the language changed (and, signed in, the account has it): what the app holds in words and what the
 * service worker keeps for offline use are asked for again, in it. The server's words (errors, notifications, a
 * maintenance request's issue) are in the answers, so the screens would otherwise keep the language they were
 * fetched in, online until fetched again and offline for good. Offline, nothing is asked: the answers kept in
 * the old language show until the connection returns and the language is chosen again.
 */
export function answersInLanguage(queryClient: QueryClient, language: string): void {
  if (!navigator.onLine) return;
  void queryClient.invalidateQueries();
  navigator.serviceWorker?.controller?.postMessage({ type: "language", language });
}
