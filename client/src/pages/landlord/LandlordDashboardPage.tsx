import { Building2, DoorClosed, DoorOpen, Landmark, Wrench } from "lucide-react";
import { DashboardHeader } from "@/components/layout/DashboardHeader";
import { NavTile } from "@/components/layout/NavTile";
import { PasskeyCard } from "@/features/auth/PasskeyCard";
import { useCurrentUser } from "@/lib/auth";
import { usePageTitle } from "@/lib/page-title";

const TILES = [
  {
    href: "/property-selection",
    title: "Properties",
    text: "Choose, add and edit your properties",
    Icon: Building2,
  },
  { href: "/occupied-units", title: "Occupied Units", text: "Tenants, rent and balances", Icon: DoorClosed },
  { href: "/available-units", title: "Available Units", text: "Readiness of empty units", Icon: DoorOpen },
  { href: "/maintenance-overview", title: "Maintenance", text: "Track and assign requests", Icon: Wrench },
  {
    href: "/landlord-bank-setup",
    title: "Payment Setup",
    text: "Where tenant payments are received",
    Icon: Landmark,
  },
] as const;

/** Landlord dashboard (/dashboard for landlords, /landlord-demo). */
export default function LandlordDashboardPage() {
  usePageTitle("Landlord Dashboard");
  const { user } = useCurrentUser();
  if (!user) return null; // the route guards render this page only for a signed-in user

  return (
    <div className="min-h-dvh bg-slate-50">
      <DashboardHeader
        label={user.propertyName ? `${user.propertyName} · Property Manager` : "Property Manager"}
      />
      <main className="mx-auto max-w-5xl space-y-6 px-4 py-6 sm:py-8">
        <section aria-labelledby="welcome">
          <h1 id="welcome" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            Welcome back, {user.firstName} {user.lastName}!
          </h1>
          <p className="mt-2 flex flex-wrap items-center gap-2 text-slate-600">
            Manage your properties, tenants and payments.
            {user.isDemo && (
              <span className="rounded-full bg-accent-500/15 px-2 py-0.5 text-xs font-medium text-amber-800">
                Demo account
              </span>
            )}
          </p>
        </section>

        <section aria-labelledby="tiles-title">
          <h2 id="tiles-title" className="text-lg font-semibold text-slate-900">
            Manage
          </h2>
          <ul className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-3">
            {TILES.map((t) => (
              <li key={t.href} className="grid">
                <NavTile {...t} />
              </li>
            ))}
          </ul>
        </section>

        <PasskeyCard passkeyCount={user.passkeyCount} />
      </main>
    </div>
  );
}
