import type { MessageKey } from "@common/i18n/keys";
import type { MessageValues } from "@common/i18n/message";
import { Fragment, type ReactNode } from "react";
import { t } from "./i18n";

// Private-use characters around an element's index: no message or value contains them.
const OPEN = "\uE000";
const CLOSE = "\uE001";
const MARK = new RegExp(`${OPEN}(\\d+)${CLOSE}`);

/**
 * A catalogue message with React elements in some of its placeholders ("We sent it to {email}." with the
 * address in bold), so each language puts the element where its sentence needs it.
 */
export function tElements(
  key: MessageKey,
  values: MessageValues,
  elements: Record<string, ReactNode>,
): ReactNode[] {
  const names = Object.keys(elements);
  const marked = { ...values, ...Object.fromEntries(names.map((name, i) => [name, `${OPEN}${i}${CLOSE}`])) };
  // split() with a capturing group: text at even indexes, element indexes at odd ones.
  return t(key, marked)
    .split(MARK)
    .map((part, i) =>
      i % 2 === 0 ? part : <Fragment key={part}>{elements[names[Number(part)]!]}</Fragment>,
    );
}
