import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { dismissToast, Toaster } from "@/components/ui/toast";
import { fakeApi, OFFLINE, refusal } from "@/test/fake-api";
import { renderWithQueries } from "@/test/render";
import type { VerifyResponse } from "./types";
import { usePaymentVerification, VERIFY_GIVE_UP_MS, VERIFY_POLL_MS } from "./use-payment-verification";

function answer(status: VerifyResponse["status"], details: Partial<VerifyResponse["paymentDetails"]> = {}) {
  return {
    success: status === "succeeded",
    message: status === "failed" ? "Insufficient funds on the wallet" : "",
    status,
    paymentDetails: {
      reference: "NYM-7F3K",
      amount: 850_000,
      currency: "UGX",
      provider: "MTN Mobile Money",
      method: "mobile_money",
      phoneNumber: "+256772123456",
      paidDate: status === "succeeded" ? "2026-03-01T09:00:00.000Z" : null,
      status,
      failureReason: null,
      receiptNumber: status === "succeeded" ? 1042 : null,
      paymentId: "p-1",
      ...details,
    },
    propertyPaymentDetails: {
      bankAccountName: null,
      bankName: null,
      bankAccountNumber: null,
      bankBranch: null,
      mobileMoneyNumber: "+256772000111",
    },
  } satisfies VerifyResponse;
}

let api: ReturnType<typeof fakeApi>;
/** The provider's answers in turn (each a status, or a failure the handler throws); the last one repeats. */
function provider(...answers: (VerifyResponse["status"] | typeof OFFLINE | ReturnType<typeof refusal>)[]) {
  let i = 0;
  api.on("payments.verify", () => {
    const next = answers[Math.min(i++, answers.length - 1)]!;
    if (typeof next !== "string") throw next;
    return answer(next);
  });
}
const checks = () => api.requests("payments.verify").length;
const elapse = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
/** The toast on show: its title and text. */
const toastText = () => screen.queryByTestId("toast")?.textContent ?? null;

beforeAll(async () => {
  await import("@/components/ui/toast-card"); // the toast's lazy chunk, loaded as the page does once idle
});

beforeEach(() => {
  vi.useFakeTimers();
  api = fakeApi();
  dismissToast();
  render(<Toaster />);
});

afterEach(() => {
  vi.useRealTimers();
});

function verify(reference: string | null, toasts = true) {
  return renderWithQueries(() => usePaymentVerification(reference, toasts));
}

describe("usePaymentVerification", () => {
  it("checks every 2 s while the provider says pending, then shows the payment that went through", async () => {
    provider("pending", "pending", "succeeded");
    const { result, client } = verify("NYM-7F3K");
    client.setQueryData(["rent", "rent.summary", {}], { held: true });
    client.setQueryData(["chat", "chat.list", {}], { held: true });
    expect(result.current.state).toEqual({ view: "verifying" });
    await elapse(0);
    expect(api.requests("payments.verify")[0]!.body).toEqual({ reference: "NYM-7F3K" });
    expect(checks()).toBe(1);

    await elapse(VERIFY_POLL_MS - 1);
    expect(checks()).toBe(1);
    await elapse(1);
    expect(checks()).toBe(2);
    expect(result.current.state.view).toBe("verifying");
    await elapse(VERIFY_POLL_MS);
    expect(result.current.state).toEqual({ view: "success", data: answer("succeeded") });
    expect(toastText()).toBe("Payment SuccessfulPayment of UGX 850,000 has been processed successfully");
    // What the tenant owes changed: the rent and payments answers are fetched again.
    expect(client.getQueryState(["rent", "rent.summary", {}])?.isInvalidated).toBe(true);
    expect(client.getQueryState(["chat", "chat.list", {}])?.isInvalidated).toBe(false);

    await elapse(60_000);
    expect(checks()).toBe(3);
  });

  it("shows a dollar payment in dollars", async () => {
    api.on("payments.verify", () => answer("succeeded", { amount: 125_050, currency: "USD" }));
    verify("NYM-7F3K");
    await elapse(0);
    expect(toastText()).toBe("Payment SuccessfulPayment of USD 1,250.5 has been processed successfully");
  });

  it("stops after two minutes of pending (waiting, with the last answer) until Check Again", async () => {
    provider("pending");
    const { result } = verify("NYM-7F3K");
    await elapse(VERIFY_GIVE_UP_MS - 1);
    expect(result.current.state.view).toBe("verifying");
    await elapse(1);
    expect(result.current.state).toEqual({ view: "waiting", data: answer("pending") });
    const asked = checks();
    expect(asked).toBe(VERIFY_GIVE_UP_MS / VERIFY_POLL_MS + 1);
    await elapse(60_000);
    expect(checks()).toBe(asked);

    provider("succeeded");
    act(() => result.current.checkAgain());
    expect(result.current.state).toEqual({ view: "verifying" });
    await elapse(0);
    expect(checks()).toBe(asked + 1);
    expect(result.current.state.view).toBe("success");
  });

  it("stops checking when the page is left, even with a check on its way", async () => {
    provider("pending");
    const first = verify("NYM-7F3K");
    await elapse(0);
    first.unmount();
    await elapse(60_000);
    expect(checks()).toBe(1);

    let answerLater: (() => void) | undefined;
    api.on(
      "payments.verify",
      () => new Promise((resolve) => (answerLater = () => resolve(answer("pending")))),
    );
    const second = verify("NYM-7F3K");
    await elapse(0);
    second.unmount();
    answerLater!();
    await elapse(60_000);
    expect(checks()).toBe(2);
  });

  it("a failed payment says why, and checks no more", async () => {
    provider("failed");
    const { result } = verify("NYM-7F3K");
    await elapse(0);
    expect(result.current.state).toEqual({ view: "failed", data: answer("failed") });
    expect(toastText()).toBe("Payment FailedInsufficient funds on the wallet");
    await elapse(60_000);
    expect(checks()).toBe(1);
  });

  it("after the payment (no toasts), a dropped connection or a server failure keeps checking", async () => {
    provider(
      OFFLINE,
      refusal(503, "Busy", "INTERNAL"),
      refusal(429, "Slow down", "RATE_LIMITED"),
      "succeeded",
    );
    const { result } = verify("NYM-7F3K", false);
    await elapse(0);
    for (let i = 2; i <= 4; i++) {
      expect(result.current.state.view).toBe("verifying");
      await elapse(VERIFY_POLL_MS);
      expect(checks()).toBe(i);
    }
    expect(result.current.state.view).toBe("success");
    expect(toastText()).toBeNull();
  });

  it("after the payment (no toasts), a refusal ends the checks", async () => {
    provider(refusal(404, "Payment not found", "NOT_FOUND"));
    const { result } = verify("NYM-7F3K", false);
    await elapse(0);
    expect(result.current.state).toEqual({ view: "failed", data: null });
    await elapse(60_000);
    expect(checks()).toBe(1);
  });

  it("on the verification page, an error is a Verification Error", async () => {
    provider(OFFLINE);
    const { result } = verify("NYM-7F3K");
    await elapse(0);
    expect(result.current.state).toEqual({ view: "failed", data: null });
    expect(toastText()).toBe(
      "Verification ErrorThere was an error verifying your payment. Please contact support.",
    );
    await elapse(60_000);
    expect(checks()).toBe(1);
  });

  it("without a reference, says so and asks nothing", async () => {
    const { result } = verify(null);
    await elapse(0);
    expect(result.current.state).toEqual({ view: "failed", data: null });
    expect(toastText()).toBe("Invalid PaymentNo payment reference found");
    expect(api.requests()).toEqual([]);
  });
});
