import { CHAT_MESSAGE_MAX } from "@common/schemas/chat";
import { SendHorizontal } from "lucide-react";
import { type FormEvent, type KeyboardEvent, useEffect, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { t } from "@/lib/i18n";

/** The counter shows from this many characters before the limit. */
const COUNTER_FROM = CHAT_MESSAGE_MAX - 200;

/**
 * The message box: Enter sends, Shift+Enter starts a new line, blank text is ignored. Near the limit a counter
 * says how many characters are left (or too many); the server's refusal (length, rate limit) shows under it.
 */
export function Composer({
  onSend,
  disabled = false,
  error,
  onEdit,
  initialText = "",
}: {
  /** True when the message was taken (the box empties). */
  onSend: (text: string) => boolean;
  disabled?: boolean;
  error: string | null;
  onEdit?: () => void;
  initialText?: string;
}) {
  const id = useId();
  const [text, setText] = useState(initialText);
  // A draft that arrives after the box showed (the listing a buyer asks about loads): only into an empty box.
  useEffect(() => {
    if (initialText) setText((current) => current || initialText);
  }, [initialText]);
  const length = text.trim().length;
  const over = length > CHAT_MESSAGE_MAX;

  const submit = () => {
    if (disabled || over || !text.trim()) return;
    if (onSend(text)) setText("");
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    submit();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      submit();
    }
  };

  const describedBy = [`${id}-hint`, length >= COUNTER_FROM && `${id}-count`, error && `${id}-error`]
    .filter(Boolean)
    .join(" ");
  return (
    <form onSubmit={onSubmit} className="space-y-1" data-testid="chat-composer">
      <label htmlFor={id} className="sr-only">
        {t("chat.composerLabel")}
      </label>
      <div className="flex items-end gap-2">
        <textarea
          id={id}
          rows={2}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            onEdit?.();
          }}
          onKeyDown={onKeyDown}
          placeholder={t("chat.composerPlaceholder")}
          aria-describedby={describedBy}
          aria-invalid={over || undefined}
          disabled={disabled}
          className="block max-h-40 min-h-11 w-full flex-1 resize-y rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 disabled:bg-slate-100 aria-[invalid=true]:border-red-500"
        />
        <Button type="submit" disabled={disabled || over || !text.trim()} className="shrink-0 px-3">
          <SendHorizontal aria-hidden className="h-4 w-4" />
          {t("chat.send")}
        </Button>
      </div>
      <div className="flex flex-wrap items-start justify-between gap-x-3 text-xs">
        <p id={`${id}-hint`} className="text-slate-500">
          {t("chat.composerHint")}
        </p>
        {length >= COUNTER_FROM && (
          <p
            id={`${id}-count`}
            aria-live="polite"
            data-testid="chat-counter"
            className={over ? "font-medium text-red-700" : "text-slate-600"}
          >
            {over
              ? t("chat.tooLong", { count: length - CHAT_MESSAGE_MAX })
              : t("chat.charactersLeft", { count: CHAT_MESSAGE_MAX - length })}
          </p>
        )}
      </div>
      <div aria-live="assertive">
        {error && (
          <p id={`${id}-error`} className="text-sm text-red-700" data-testid="chat-send-error">
            {error}
          </p>
        )}
      </div>
    </form>
  );
}
