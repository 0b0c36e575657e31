/** The sms module's front door: what other modules may use of it (docs/ARCHITECTURE.md, Layers). */
export { firstSendableAt } from "./quiet-hours";
