import { z } from "zod";
import { zodMessage } from "../i18n/zod-messages";

// Every schema of the contract imports zod from here, so wherever schemas run (server, client forms) zod's own
// messages are the catalogue's (common/i18n/zod-messages.ts).
z.config({ customError: zodMessage });

export { z };
