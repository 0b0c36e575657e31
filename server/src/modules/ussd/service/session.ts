import { kampalaToday, longDate } from "../../../../../common/kampala-calendar";
import { amountText } from "../../../../../common/money";
import { mobileNetworkOf, normalizeUgandanMobile } from "../../../../../common/phone";
import { CATEGORY_LABEL_KEYS, MAINTENANCE_CATEGORIES } from "../../../../../common/schemas/maintenance";
import type { AppDeps } from "../../../deps";
import type { SessionUser } from "../../../platform/auth/session";
import { logFailure } from "../../../platform/http/request-context";
import { type Translator, translator } from "../../../platform/i18n";
import { listAnnouncements } from "../../announcements";
import { tenantActiveLease } from "../../leases";
import { createRequest } from "../../maintenance";
import { startMobileMoneyTransfer } from "../../payments";
import { leaseStanding } from "../../tenancy";
import { con, end, issuesOf, ussdStep } from "../menu";
import { claimUssdAction, setUssdReply, tenantByPhone, ussdReplyOf } from "../queries";

/** One USSD request of Africa's Talking (the form fields of its callback). */
export interface UssdRequest {
  sessionId: string;
  serviceCode: string;
  phoneNumber: string;
  text: string;
}

const PROVIDER_OF = { MTN: "MTN Mobile Money", AIRTEL: "Airtel Money" } as const;

/**
 * The answer to one USSD request, in the caller's language: the menu for a number that belongs to a tenant, a
 * short explanation for any other. Payments and requests happen once per session, however often the final
 * request comes; a session that times out half way has done nothing.
 */
export async function answerUssd(deps: AppDeps, req: UssdRequest): Promise<string> {
  const phone = normalizeUgandanMobile(req.phoneNumber.slice(0, 20));
  const account = phone ? await tenantByPhone(deps.db, phone) : null;
  const tr = translator(account?.locale ?? undefined);
  if (!phone || !account) return end(tr.t("ussd.unknownNumber", { url: deps.config.publicUrl }));
  const lease = await tenantActiveLease(deps.db, account.id);
  if (!lease) return end(tr.t("ussd.noLease"));
  const tenant: SessionUser = { id: account.id, role: "tenant", locale: account.locale };
  const step = ussdStep(req.text);
  const today = kampalaToday();
  const standing = () => leaseStanding(deps.db, lease.id, today);
  const money = (amount: number) => amountText(amount, lease.currency);

  switch (step.kind) {
    case "main":
      return con(tr.t("ussd.main"));
    case "balance": {
      const s = await standing();
      const due = s.nextDueDate ? longDate(s.nextDueDate, tr.locale) : tr.t("ussd.noDueDate");
      return end(
        s.balance > 0
          ? tr.t("ussd.balance", { amount: money(s.balance), date: due })
          : tr.t("ussd.balanceNone", { date: due }),
      );
    }
    case "payConfirm": {
      const s = await standing();
      if (s.dueOutstanding <= 0) return end(tr.t("ussd.nothingToPay"));
      return con(
        tr.t("ussd.payConfirm", { amount: money(s.dueOutstanding), phone: phone.replace("+256", "0") }),
      );
    }
    case "payCancelled":
      return end(tr.t("ussd.payCancelled"));
    case "pay":
      return once(deps, req.sessionId, "pay", tr, () =>
        pay(
          deps,
          tenant,
          {
            phone,
            name: `${account.firstName} ${account.lastName}`,
            leaseId: lease.id,
            currency: lease.currency,
            sessionId: req.sessionId,
          },
          tr,
        ),
      );
    case "categories":
      return con(
        [
          tr.t("ussd.reportTitle"),
          ...MAINTENANCE_CATEGORIES.map((c, i) => `${i + 1}. ${tr.t(CATEGORY_LABEL_KEYS[c])}`),
        ].join("\n"),
      );
    case "issues":
      return con(
        [
          tr.t(CATEGORY_LABEL_KEYS[step.category]),
          ...issuesOf(step.category).map((k, i) => `${i + 1}. ${tr.t(k)}`),
        ].join("\n"),
      );
    case "report":
      return once(deps, req.sessionId, "report", tr, async () => {
        await createRequest(
          deps,
          tenant,
          {
            title: undefined,
            description: undefined,
            priority: "medium",
            category: step.category,
            issue: step.issue,
            contact: phone,
          },
          [],
          tr,
        );
        return tr.t("ussd.reported", { issue: tr.t(step.issue as never) });
      });
    case "announcement": {
      const page = await listAnnouncements(deps, tenant, { limit: 1 });
      const latest = page.items[0];
      return end(
        latest
          ? tr.t("ussd.announcement", { title: latest.title, content: latest.content })
          : tr.t("ussd.noAnnouncement"),
      );
    }
    default:
      return end(tr.t("ussd.invalid"));
  }
}

/** Does the session's action once; a repeat of the final request answers the words it answered before. */
async function once(
  deps: AppDeps,
  sessionId: string,
  action: string,
  tr: Translator,
  act: () => Promise<string>,
) {
  const key = sessionId.slice(0, 100);
  if (!(await claimUssdAction(deps.db, key, action)))
    return end((await ussdReplyOf(deps.db, key, action)) ?? tr.t("ussd.alreadyDone"));
  let reply: string;
  try {
    reply = await act();
  } catch (err) {
    // The caller hears that it failed; the log says why, with the callback's request id.
    logFailure(err, "USSD action failed", { action });
    reply = tr.t(action === "pay" ? "ussd.payFailed" : "ussd.reportFailed");
  }
  await setUssdReply(deps.db, key, action, reply);
  return end(reply);
}

/** A mobile money payment of what is due, from the caller's own number: the prompt arrives on their phone. */
async function pay(
  deps: AppDeps,
  tenant: SessionUser,
  payer: { phone: string; name: string; leaseId: string; currency: "UGX" | "USD"; sessionId: string },
  tr: Translator,
) {
  const { phone, name, leaseId, currency, sessionId } = payer;
  const network = mobileNetworkOf(phone);
  if (!network) return tr.t("ussd.networkUnsupported");
  const due = (await leaseStanding(deps.db, leaseId, kampalaToday())).dueOutstanding;
  const started = await startMobileMoneyTransfer(
    deps,
    tenant.id,
    { phoneNumber: phone, provider: PROVIDER_OF[network], accountName: name, amount: due },
    { idempotencyKey: `ussd-${sessionId}`.slice(0, 100), tr },
  );
  if (!started.success) return tr.t("ussd.payFailed");
  return tr.t("ussd.payStarted", { amount: amountText(due, currency) });
}
