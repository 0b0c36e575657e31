const KEY = "nyumba.returnAfterSignIn";

/**
 * Where a visitor goes back to after signing up and in: the listing they wanted to apply for. Kept in this tab's
 * session storage (a navigation intent, no data); only listing pages are accepted, so nothing else can be
 * smuggled in as a redirect.
 */
export function rememberReturnPath(path: string): void {
  try {
    sessionStorage.setItem(KEY, path);
  } catch {
    // Storage refused (private mode): the visitor finds the listing again by search.
  }
}

export function takeReturnPath(): string | null {
  try {
    const path = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return path && /^\/listing\/\d{1,10}(\?apply=\d{1,10})?$/.test(path) ? path : null;
  } catch {
    return null;
  }
}

/** Where a sign-in goes: a tenant back to the listing they were applying for, anyone else where the server says. */
export const pathAfterSignIn = (role: string, redirectTo: string) =>
  (role === "tenant" ? takeReturnPath() : null) ?? redirectTo;
