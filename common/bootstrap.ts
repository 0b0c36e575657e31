/**
 * The signed-in user the server writes into a page's HTML, as JSON in `<script type="application/json" id=…>`
 * (never run as a script), so the first screen needs no `GET /api/auth/user` before it can start.
 */
export const BOOTSTRAP_USER_ELEMENT_ID = "nyumba-user";
