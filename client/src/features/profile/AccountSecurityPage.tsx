import { t } from "@/lib/i18n";
import { usePageTitle } from "@/lib/page-title";
import { AccountShell } from "./AccountShell";
import { ChangePasswordCard } from "./ChangePasswordCard";
import { DeleteAccountCard } from "./DeleteAccountCard";
import { PasskeysCard } from "./PasskeysCard";
import { SessionsCard } from "./SessionsCard";
import { YourDataCard } from "./YourDataCard";

/** /account-security: where the account is signed in, its passkeys, its password and its data (both roles). */
export default function AccountSecurityPage() {
  usePageTitle(t("account.title"));
  return (
    <AccountShell title={t("account.title")} subtitle={t("account.subtitle")}>
      <SessionsCard />
      <PasskeysCard />
      <ChangePasswordCard />
      <YourDataCard />
      <DeleteAccountCard />
    </AccountShell>
  );
}
