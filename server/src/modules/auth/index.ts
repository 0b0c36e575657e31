/** The auth module's front door: what other modules may use of it (docs/ARCHITECTURE.md, Layers). */
export { recentLoginFailures, recordLoginFailure } from "./queries/login-failures";
export { deleteSessionsOf } from "./queries/sessions";
export { issueCode } from "./service/codes";
export { dashboardPathFor } from "./service/login";
export { setNewPassword } from "./service/password-reset";
export { codeSentAnswer, spendCode } from "./service/verification";
