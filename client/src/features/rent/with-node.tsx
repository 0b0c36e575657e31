import type { ReactNode } from "react";

/** Stands for the node in the translated text; no message contains it. */
const SLOT = "\u2063\u2063";

/**
 * A catalogue message with one of its values shown as a React node (bold, a badge). The message is put into
 * words whole, so a language may place the value anywhere in the sentence.
 */
export function withNode(message: (slot: string) => string, node: ReactNode): ReactNode {
  const [before = "", after = ""] = message(SLOT).split(SLOT);
  return (
    <>
      {before}
      {node}
      {after}
    </>
  );
}
