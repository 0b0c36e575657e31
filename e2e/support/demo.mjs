// Demo worlds: every browser context that presses a demo button gets a demo world of its own (a private copy of
// the demo accounts and data). A journey that plays the tenant and the landlord of one world in two contexts
// gives the second context the first one's world cookie, as one visitor would use two devices.
import assert from "node:assert/strict";

const WORLD_COOKIE = "nyumba_demo";

/** Copies `from`'s demo world cookie into `to`: the next demo button pressed in `to` opens the same world. */
export async function shareDemoWorld(from, to) {
  const world = (await from.cookies()).find((c) => c.name === WORLD_COOKIE);
  assert.ok(world, "the first context has a demo world (press a demo button there first)");
  await to.addCookies([world]);
}
