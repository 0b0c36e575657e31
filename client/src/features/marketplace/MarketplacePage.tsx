import { Plus, ShoppingBag, Store } from "lucide-react";
import { useState } from "react";
import { useSearch } from "wouter";
import { Button } from "@/components/ui/button";
import { TabPanel, Tabs } from "@/components/ui/tabs";
import { useCurrentUser } from "@/lib/auth";
import { t } from "@/lib/i18n";
import { useLocation } from "@/lib/navigation";
import { usePageTitle } from "@/lib/page-title";
import { DASHBOARD_PATH, type PagePattern, pagePath } from "@/lib/pages";
import { TenantLeaseGate } from "@/shells/TenantLeaseGate";
import { TenantPageShell } from "@/shells/TenantPageShell";
import { BrowseListings } from "./BrowseListings";
import { ListingDetails } from "./ListingDetails";
import { ListingForm } from "./ListingForm";
import { MyListings } from "./MyListings";

type Tab = "browse" | "mine";
const TABS_ID = "marketplace";
const PATH = "/marketplace" satisfies PagePattern;

/**
 * /marketplace (spec section 2): the neighbours' approved listings with search, category filter, likes and
 * Contact; the resident's own listings; and 'List an Item'. `?listing=<id>` opens one listing's details.
 */
export default function MarketplacePage() {
  usePageTitle(t("marketplace.title"));
  return (
    <TenantLeaseGate
      needs="marketplace.list"
      title={t("marketplace.title")}
      refusal={t("marketplace.noLease")}
    >
      <MarketplaceScreen />
    </TenantLeaseGate>
  );
}

function MarketplaceScreen() {
  const { user } = useCurrentUser();
  const [, navigate] = useLocation();
  const open = new URLSearchParams(useSearch()).get("listing") ?? undefined;
  const [tab, setTab] = useState<Tab>("browse");
  const [listing, setListing] = useState(false);
  const property = user?.propertyName;

  return (
    <TenantPageShell
      title={t("marketplace.title")}
      subtitle={property ? t("marketplace.subtitle", { property }) : t("marketplace.subtitleNoProperty")}
      back={{ href: DASHBOARD_PATH, label: t("common.backToDashboard") }}
    >
      <div className="space-y-4">
        {listing ? (
          <ListingForm
            onListed={() => {
              setListing(false);
              setTab("mine");
            }}
            onCancel={() => setListing(false)}
          />
        ) : (
          <div className="flex justify-end">
            <Button onClick={() => setListing(true)} data-testid="list-item">
              <Plus aria-hidden className="h-4 w-4" />
              {t("marketplace.listItem")}
            </Button>
          </div>
        )}
        <Tabs
          label={t("marketplace.tabsLabel")}
          idBase={TABS_ID}
          value={tab}
          onChange={setTab}
          options={[
            {
              value: "browse",
              label: t("marketplace.tabBrowse"),
              icon: <Store aria-hidden className="h-4 w-4" />,
            },
            {
              value: "mine",
              label: t("marketplace.tabMine"),
              icon: <ShoppingBag aria-hidden className="h-4 w-4" />,
            },
          ]}
        />
        <TabPanel idBase={TABS_ID} value={tab}>
          {tab === "browse" ? (
            <BrowseListings onOpen={(id) => navigate(pagePath(PATH, { query: { listing: id } }))} />
          ) : (
            <MyListings />
          )}
        </TabPanel>
      </div>
      <ListingDetails id={open} onClose={() => navigate(pagePath(PATH), { replace: true })} />
    </TenantPageShell>
  );
}
