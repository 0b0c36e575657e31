import { UserX } from "lucide-react";
import { Link } from "wouter";
import { buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";

/** No current tenant of this landlord has that name. */
export function TenantNotFound() {
  return (
    <Card className="mx-auto flex max-w-md flex-col items-center gap-3 p-8 text-center">
      <span
        aria-hidden
        className="grid h-14 w-14 place-items-center rounded-full bg-slate-100 text-slate-500"
      >
        <UserX className="h-7 w-7" />
      </span>
      <h1 className="text-2xl font-bold text-slate-900">Tenant Not Found</h1>
      <p className="text-slate-600">Could not find details for this tenant.</p>
      <Link href="/landlord-demo" className={buttonClass("primary", "mt-2")}>
        Back to Dashboard
      </Link>
    </Card>
  );
}
