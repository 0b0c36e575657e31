import type { AnchorHTMLAttributes, ReactNode } from "react";
import { useLocation as useWouterLocation, Link as WouterLink, Redirect as WouterRedirect } from "wouter";
import type { PagePath } from "./pages";

// wouter's Link, Redirect and useLocation, as they are, typed to take only a screen's path (pagePath(), decision
// 0053): a path that is not a screen does not compile. Lint sends every import of them here.

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> &
  NavigateOptions & { href: PagePath };

export const Link = WouterLink as (props: LinkProps) => ReactNode;

export const Redirect = WouterRedirect as (props: NavigateOptions & { to: PagePath }) => ReactNode;

/** The current path, and a navigation to a screen's path. */
export const useLocation = useWouterLocation as () => [
  location: string,
  navigate: (to: PagePath, options?: NavigateOptions) => void,
];
