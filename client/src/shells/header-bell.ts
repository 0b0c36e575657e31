import { type ComponentType, createContext } from "react";
import type { PagePath } from "@/lib/pages";

/**
 * The notification bell a header shows. The bell is the notifications feature's, which sits above the shells, so
 * the app hands it down (app/header-bell.tsx) instead of a shell importing a feature. Null: no bell (a test that
 * renders a shell alone).
 */
export const HeaderBell = createContext<ComponentType<{ href: PagePath }> | null>(null);
