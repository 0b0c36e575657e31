/**
 * Opens a demo session of `role` in the page's context (its cookie then goes with every request of that context);
 * the demo landlord with their first property chosen, as their dashboard needs.
 */
export async function signInAs(page, role) {
  await page.evaluate(async (role) => {
    const json = { "content-type": "application/json" };
    await fetch("/api/demo/session", { method: "POST", headers: json, body: JSON.stringify({ role }) });
    if (role !== "landlord") return;
    const [first] = await (await fetch("/api/landlord/properties")).json();
    const body = JSON.stringify({ propertyId: first.id });
    await fetch("/api/landlord/selected-property", { method: "PUT", headers: json, body });
  }, role);
}
