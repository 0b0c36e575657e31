import type { Message } from "@common/i18n/message";
import { House } from "lucide-react";
import { Link } from "@/lib/navigation";
import { type PagePath, pagePath } from "@/lib/pages";

/** The Nyumba word mark, a link (home by default), with an optional small label under the name. */
export function Logo({ href = pagePath("/"), sublabel }: { href?: PagePath; sublabel?: Message }) {
  return (
    <Link
      href={href}
      className="inline-flex min-h-11 min-w-0 items-center gap-2 rounded-md font-bold text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <span className="grid h-9 w-9 shrink-0 place-items-center rounded-lg bg-brand-600 text-white">
        <House aria-hidden className="h-5 w-5" />
      </span>
      {sublabel ? (
        <span className="flex min-w-0 flex-col leading-tight">
          <span className="text-lg tracking-tight">Nyumba</span>
          <span className="text-xs font-medium break-words text-slate-600" data-testid="header-sublabel">
            {sublabel}
          </span>
        </span>
      ) : (
        <span className="text-xl tracking-tight">Nyumba</span>
      )}
    </Link>
  );
}
