import { Link } from "wouter";
import { buttonClass } from "@/components/ui/button";
import { usePageTitle } from "@/lib/page-title";

export default function NotFoundPage() {
  usePageTitle("404 Page Not Found");
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-bold text-slate-900">404 Page Not Found</h1>
      <p className="max-w-sm text-slate-600">The page you are looking for does not exist or has moved.</p>
      <Link href="/" className={buttonClass("primary")}>
        Back to Home
      </Link>
    </main>
  );
}
