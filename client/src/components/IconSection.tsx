import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";

/** A card section with an icon beside its heading (a person's details, a tenant's record, the security page). */
export function IconSection({
  title,
  icon,
  headingId,
  children,
}: {
  title: string;
  icon: ReactNode;
  headingId?: string;
  children: ReactNode;
}) {
  return (
    <Card className="p-4 sm:p-5">
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="mb-3 flex items-center gap-2 text-base font-semibold text-slate-900">
          <span aria-hidden className="text-brand-600">
            {icon}
          </span>
          {title}
        </h2>
        {children}
      </section>
    </Card>
  );
}
