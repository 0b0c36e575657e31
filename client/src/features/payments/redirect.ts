import { pagePath } from "@/lib/pages";
/** Sends the browser to a provider's page; only http(s) addresses (never a javascript: URL from a response). */
export function assignExternal(url: string): boolean {
  let target: URL;
  try {
    target = new URL(url, window.location.href);
  } catch {
    return false;
  }
  if (target.protocol !== "https:" && target.protocol !== "http:") return false;
  window.location.assign(target.href);
  return true;
}

export const paymentSuccessPath = (reference: string) =>
  pagePath("/payment-success", { query: { reference } });
