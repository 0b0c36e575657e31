/**
 * How many SMS parts a text takes (3GPP TS 23.038): in GSM-7, 160 characters fit one message and 153 each part of
 * a longer one, where the extension characters (such as € and {) take two places; a single character outside
 * GSM-7 (Luganda's 'ŋ', an emoji) makes the whole text UCS-2, 70 characters one message and 67 each part, counted
 * in UTF-16 units.
 */

const GSM7_BASIC =
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞ\u001bÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";
const GSM7_EXTENSION = "^{}\\[~]|€\f";
const basic = new Set(GSM7_BASIC);
const extension = new Set(GSM7_EXTENSION);

export type SmsEncoding = "gsm7" | "ucs2";

export interface SmsSize {
  encoding: SmsEncoding;
  /** Septets in GSM-7, UTF-16 units in UCS-2. */
  units: number;
  parts: number;
}

export function smsSize(text: string): SmsSize {
  let septets = 0;
  for (const ch of text) {
    if (basic.has(ch)) septets += 1;
    else if (extension.has(ch)) septets += 2;
    else {
      const units = text.length;
      return { encoding: "ucs2", units, parts: units <= 70 ? 1 : Math.ceil(units / 67) };
    }
  }
  return { encoding: "gsm7", units: septets, parts: septets <= 160 ? 1 : Math.ceil(septets / 153) };
}

/** The longest start of `text` that fits one SMS part (whole words where it can, "..." after it), for texts that must stay one. */
export function fitOnePart(text: string): string {
  if (smsSize(text).parts === 1) return text;
  let end = text.length;
  while (end > 0 && smsSize(`${text.slice(0, end).trimEnd()}...`).parts > 1) {
    const space = text.lastIndexOf(" ", end - 1);
    end = space > 0 ? space : end - 1;
  }
  return `${text.slice(0, end).trimEnd()}...`;
}
