/**
 * The browser and system a user agent names ("Chrome", "Android"), each null when unknown; null when it names
 * neither. Proper names only: the words around them come from the message catalogue.
 */
export function describeDevice(
  userAgent: string | null | undefined,
): { browser: string | null; os: string | null } | null {
  const ua = (userAgent ?? "").slice(0, 400);
  if (!ua) return null;
  const browser = /SamsungBrowser\//.test(ua)
    ? "Samsung Internet"
    : /OPR\/|Opera/.test(ua)
      ? "Opera"
      : /Edg\//.test(ua)
        ? "Edge"
        : /Firefox\//.test(ua)
          ? "Firefox"
          : /Chrome\/|CriOS\//.test(ua)
            ? "Chrome"
            : /Safari\//.test(ua)
              ? "Safari"
              : null;
  const os = /KAIOS/i.test(ua)
    ? "KaiOS"
    : /Android/.test(ua)
      ? "Android"
      : /iPhone|iPad|iPod/.test(ua)
        ? "iOS"
        : /Windows/.test(ua)
          ? "Windows"
          : /Mac OS X|Macintosh/.test(ua)
            ? "macOS"
            : /Linux/.test(ua)
              ? "Linux"
              : null;
  if (!browser && !os) return null;
  return { browser, os };
}
