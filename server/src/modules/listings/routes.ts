import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { idParam } from "../../../../common/schemas/shared";
import type { AppDeps } from "../../deps";
import { readAppShell, withBootstrappedUser, withPageHead } from "../../platform/http/app-shell";
import { route } from "../../platform/http/route";
import { type BootstrappedUser, CACHE_PERSONAL, CACHE_REVALIDATE } from "../../platform/http/static-client";
import { requestTranslator } from "../../platform/i18n";
import type { PagePattern } from "../../platform/pages";
import { applyForUnit } from "./service/apply";
import { getListing, listingPageHead, searchLocations, searchProperties } from "./service/search";

export const listingRoutes: FastifyPluginAsync<{
  deps: AppDeps;
  clientRoot?: string;
  /** The signed-in caller for the page's HTML (the auth module's bootstrapUser, passed in by the app). */
  userOf: (req: FastifyRequest) => Promise<BootstrappedUser | undefined>;
}> = async (app, { deps, clientRoot, userOf }) => {
  // Public and a little heavier than a lookup (trigram matching): at most two a second from one address.
  route(app, "listings.search", ({ query }) => searchProperties(deps, query), {
    config: { rateLimit: { max: 120, timeWindow: "1 minute" } },
  });
  route(app, "listings.locations", () => searchLocations(deps));
  route(app, "listings.get", ({ caller, params }) => getListing(deps, caller, params.id));
  route(app, "listings.apply", ({ caller, params, body }) => applyForUnit(deps, caller, params.id, body), {
    config: { rateLimit: { max: 20, timeWindow: "1 minute" } },
  });

  // The listing page's HTML carries its link preview (WhatsApp does not run the app's JavaScript), and like every
  // page's HTML the signed-in user, or null for a visitor (static-client.ts), so the app need not ask.
  const shell = readAppShell(clientRoot);
  if (!shell) return;
  app.get<{ Params: { id: string } }>(
    "/listing/:id" satisfies PagePattern,
    { schema: { hide: true } },
    async (req, reply) => {
      const id = idParam.safeParse(req.params);
      const [head, user] = await Promise.all([
        id.success ? listingPageHead(deps, id.data.id) : null,
        userOf(req),
      ]);
      const tr = requestTranslator(req);
      const page = head
        ? withPageHead(shell, { ...head, title: tr.text(head.title), description: tr.text(head.description) })
        : shell;
      return reply
        .header("cache-control", user ? CACHE_PERSONAL : CACHE_REVALIDATE)
        .type("text/html; charset=utf-8")
        .send(withBootstrappedUser(page, user ?? null));
    },
  );
};
