import type { Config } from "../../config";
import { AfricasTalkingSms } from "./africastalking";
import type { SmsSender } from "./sender";

/** The configured SMS provider, or null (outside production, codes are then shown on screen). */
export function createSmsSender(config: Config): SmsSender | null {
  if (!config.sms) return null;
  return new AfricasTalkingSms({
    baseUrl: config.sms.baseUrl,
    username: config.sms.username,
    apiKey: config.sms.apiKey,
    senderId: config.sms.senderId,
  });
}
