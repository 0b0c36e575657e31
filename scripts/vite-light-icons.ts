import type { Plugin } from "vite";

const LUCIDE_MODULE = /[\\/]lucide-react[\\/]/;
const ICON_FACTORY = /(^|[\\/])createLucideIcon\.mjs$/;

/**
 * lucide-react's icons are made by our lighter `createLucideIcon` (client/src/lib/icon.ts, decision 0033): each
 * icon module of lucide-react imports its factory, and that import resolves to `factory` instead.
 */
export function lightIcons(factory: string): Plugin {
  return {
    name: "nyumba-light-icons",
    enforce: "pre",
    resolveId(source, importer) {
      if (importer && LUCIDE_MODULE.test(importer) && ICON_FACTORY.test(source)) return factory;
    },
  };
}
