// Journey k: what the accessible primitives promise (docs/decisions/0009), as a keyboard, pointer, touch or
// screen reader user meets them: toasts, the dialog, tabs and the menu button.
import assert from "node:assert/strict";
import { heading, hidden, toast, visible } from "../support/expect.mjs";
import { journey } from "../support/journey.mjs";
import { propertyCard, signedInLandlordWithProperty } from "../support/landlord.mjs";

const TOAST_MS = 5000;
const activeText = (page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? "");
const activeTestId = (page) => page.evaluate(() => document.activeElement?.getAttribute("data-testid"));

/** A touch swipe of `dx` pixels to the right, starting inside the element, through the DevTools protocol. */
async function swipeRight(cdp, locator, dx) {
  const box = await locator.boundingBox();
  assert.ok(box, "the element to swipe is on screen");
  const x = box.x + 20;
  const y = box.y + box.height / 2;
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] });
  for (let step = 1; step <= 4; step++) {
    await cdp.send("Input.dispatchTouchEvent", {
      type: "touchMove",
      touchPoints: [{ x: x + (dx * step) / 4, y }],
    });
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
}

journey(
  "a toast is announced from a live region, waits while hovered or focused, and goes by F8, Escape or a swipe",
  async ({ page, context }) => {
    await page.goto("/tenant-signup-verification");
    await heading(page, "Tenant Sign Up");
    const region = page.getByRole("region", { name: "Notifications (F8)" });
    await region.waitFor({ state: "attached" });
    // The live regions are in the page before any toast, so a toast put into one is announced.
    const assertive = await region.locator('[aria-live="assertive"]').elementHandle();
    assert.ok(assertive, "an assertive live region before any toast");
    assert.equal(
      await region.locator('[aria-live="polite"]').count(),
      1,
      "a polite live region before any toast",
    );
    assert.equal(await assertive.evaluate((el) => el.childElementCount), 0, "no toast yet");

    const sendCode = page.getByRole("button", { name: "Send Code", exact: true });
    await sendCode.click();
    const shown = await toast(page, "Missing Information");
    assert.ok(
      await assertive.evaluate((el) => el.querySelector('[data-testid="toast"]') !== null),
      "the destructive toast is in the assertive region that was there before it",
    );

    // Hovered: it outlives its 5 s; left: it goes.
    await shown.hover();
    await page.waitForTimeout(TOAST_MS + 1000);
    await visible(shown, "the hovered toast, after its time");
    await page.mouse.move(5, 835);
    await hidden(shown, "the toast once the pointer left", TOAST_MS + 2000);

    // F8 moves focus to the toast, which then waits too; Escape dismisses it and focus goes back.
    await sendCode.click();
    await toast(page, "Missing Information");
    await page.keyboard.press("F8");
    assert.equal(await activeTestId(page), "toast", "F8 focuses the toast");
    await page.waitForTimeout(TOAST_MS + 1000);
    await visible(shown, "the focused toast, after its time");
    await page.keyboard.press("Escape");
    await hidden(shown, "the toast after Escape");
    assert.equal(await page.getByTestId("toast").count(), 0, "a dismissed toast is removed");
    assert.equal(await activeText(page), "Send Code", "focus is back where it was before F8");

    // Touch: a short swipe springs back, one past 50 px dismisses; a mouse drag only selects text.
    await sendCode.click();
    await toast(page, "Missing Information");
    const cdp = await context.newCDPSession(page);
    await swipeRight(cdp, shown, 30);
    await page.waitForTimeout(300);
    await visible(shown, "the toast after a 30 px swipe");
    const box = await shown.boundingBox();
    await page.mouse.move(box.x + 20, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 120, box.y + box.height / 2, { steps: 4 });
    await page.mouse.up();
    await visible(shown, "the toast after a mouse drag");
    await swipeRight(cdp, shown, 80);
    await hidden(shown, "the toast after an 80 px swipe", 1000);
  },
);

journey(
  "the dialog is labelled and described, holds focus, locks the page and gives focus back",
  async ({ page, context }) => {
    const name = `Ntinda Court ${Date.now().toString(36)}`;
    await signedInLandlordWithProperty(context, name);
    await page.goto("/property-selection");
    const trigger = propertyCard(page, name).getByRole("button", { name: `Property options for ${name}` });
    await (await visible(trigger, "the property's options button")).click();
    await page.getByRole("menuitem", { name: "Delete Property", exact: true }).click();

    const dialog = await visible(
      page.getByRole("dialog", { name: "Are you sure?" }),
      "the confirmation dialog",
    );
    const describedBy = await dialog.getAttribute("aria-describedby");
    assert.ok(describedBy, "the dialog has a description");
    const description = (await page.locator(`[id="${describedBy}"]`).textContent()) ?? "";
    assert.match(description, new RegExp(`permanently delete ${name}`));
    assert.equal(
      await page.getByRole("heading", { name: "Select Property to Manage" }).count(),
      0,
      "the page behind the dialog is hidden from assistive technology",
    );
    assert.equal(
      await page.getByRole("region", { name: "Notifications (F8)" }).count(),
      1,
      "the notifications stay exposed, so a toast shown over the dialog is announced",
    );
    assert.equal(
      await page.evaluate(() => getComputedStyle(document.body).overflow),
      "hidden",
      "the page behind does not scroll",
    );
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press("Tab");
      assert.ok(
        await dialog.evaluate((el) => el.contains(document.activeElement)),
        `focus stays in the dialog after ${i + 1} Tab presses`,
      );
    }

    await page.keyboard.press("Escape");
    await hidden(dialog, "the dialog after Escape");
    // The dialog gives focus back as it unmounts, a frame after it is hidden.
    await trigger.evaluate(
      (el) =>
        new Promise((resolve) => {
          const deadline = Date.now() + 2000;
          const check = () =>
            el === document.activeElement || Date.now() > deadline ? resolve() : requestAnimationFrame(check);
          check();
        }),
    );
    assert.ok(
      await trigger.evaluate((el) => el === document.activeElement),
      "focus is back on the options button",
    );
    await page
      .waitForFunction(() => getComputedStyle(document.body).overflow !== "hidden", null, { timeout: 2000 })
      .catch(() => {});
    assert.notEqual(await page.evaluate(() => getComputedStyle(document.body).overflow), "hidden");
    await visible(propertyCard(page, name), "the property, not deleted");
  },
);

journey("each tab controls its own panel, and a menu closes when focus leaves it", async ({ page }) => {
  await page.goto("/tenant-login");
  await heading(page, "Tenant Login");
  const tablist = page.getByRole("tablist", { name: "Sign in with" });
  const panelOf = async (tab) => {
    const id = await tab.getAttribute("aria-controls");
    const panel = page.locator(`[id="${id}"]`);
    assert.equal(await panel.getAttribute("role"), "tabpanel", `the panel ${id} exists`);
    assert.equal(await panel.getAttribute("aria-labelledby"), await tab.getAttribute("id"));
    return { id, panel };
  };
  const email = await panelOf(tablist.getByRole("tab", { name: "Email" }));
  const phone = await panelOf(tablist.getByRole("tab", { name: "Phone" }));
  assert.notEqual(email.id, phone.id, "the tabs control different panels");
  await visible(email.panel.getByLabel("Email address"), "the email field in the email panel");
  assert.ok(await phone.panel.isHidden(), "the phone panel is hidden");
  await tablist.getByRole("tab", { name: "Email" }).focus();
  await page.keyboard.press("ArrowRight");
  await visible(phone.panel.getByLabel("Phone number"), "the phone field in the phone panel");
  assert.ok(await email.panel.isHidden(), "the email panel is hidden");

  await page.goto("/tenant-signup-verification");
  const method = page.getByRole("tablist", { name: "Verification method" });
  const selected = await panelOf(method.getByRole("tab", { selected: true }));
  await visible(selected.panel.getByLabel("Email Address"), "the email field in the verification panel");

  await page.goto("/");
  const signUp = page.getByRole("button", { name: "Sign Up", exact: true });
  await signUp.click();
  const menu = await visible(page.getByRole("menu", { name: "Sign Up" }), "the Sign Up menu");
  await page.keyboard.press("Tab");
  await hidden(menu, "the menu after Tab");
  assert.equal(await signUp.getAttribute("aria-expanded"), "false");
});
