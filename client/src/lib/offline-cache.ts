/** The service worker's cache of API answers (public/sw.js keeps each GET /api answer there by its URL). */
export const API_CACHE = "nyumba-api-v1";

/**
 * Keeps an answer the page got another way (the signed-in user written into the HTML) where the service worker
 * looks when offline, as if it had been fetched.
 */
export async function keepAnswer(path: string, body: unknown): Promise<void> {
  if (!("caches" in window)) return;
  const headers = { "content-type": "application/json; charset=utf-8" };
  await (await caches.open(API_CACHE)).put(path, new Response(JSON.stringify(body), { headers }));
}
