/** A person's words for a browser: "Chrome on Android" from its user agent, or null when it says nothing known. */
export function describeDevice(userAgent: string | null | undefined): { browser: string; os: string } | null {
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
  return { browser: browser ?? "Browser", os: os ?? "" };
}
