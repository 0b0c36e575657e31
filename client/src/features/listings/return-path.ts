import { asPagePath, type PagePath } from "@common/page-path";

const KEY = "nyumba.returnAfterSignIn";

/**
 * Where a visitor goes back to after signing up and in: the listing they wanted to apply for. Kept in this tab's
 * session storage (a navigation intent, no data); only listing pages are accepted, so nothing else can be
 * smuggled in as a redirect.
 */
export function rememberReturnPath(path: PagePath): void {
  try {
    sessionStorage.setItem(KEY, path);
  } catch {
    // Storage refused (private mode): the visitor finds the listing again by search.
  }
}

export function takeReturnPath(): PagePath | null {
  try {
    const path = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return path && /^\/listing\/\d{1,10}(\?apply=\d{1,10})?$/.test(path) ? asPagePath(path) : null;
  } catch {
    return null;
  }
}

/**
 * Where a sign-in goes: a tenant back to the listing they were applying for, anyone else where the server says
 * (its own pagePath: server/src/modules/auth/service/login.ts).
 */
export const pathAfterSignIn = (role: string, redirectTo: string): PagePath =>
  (role === "tenant" ? takeReturnPath() : null) ?? asPagePath(redirectTo);
