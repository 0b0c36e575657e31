import type { Message } from "@common/i18n/message";
import { BLOCKED_WORD_MAX, BLOCKED_WORDS_MAX } from "@common/schemas/marketplace";
import { type FormEvent, useId, useState } from "react";
import { CardError, CardSkeleton } from "@/components/page-states";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, inputClass } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api";
import { apiErrorMessage } from "@/lib/errors";
import { t } from "@/lib/i18n";
import { useBlockedWords, useSaveBlockedWords } from "./queries";

/** The landlord's blocked words, one per line (English, Luganda, Swahili): they flag listings for review. */
export function BlockedWordsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const words = useBlockedWords(open);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t("marketplace.blockedWordsTitle")}
      description={t("marketplace.blockedWordsHint")}
    >
      {words.isPending ? (
        <CardSkeleton />
      ) : words.isError ? (
        <CardError error={words.error} onRetry={() => words.refetch()} retrying={words.isFetching} />
      ) : (
        <WordsForm initial={words.data.words} onDone={onClose} />
      )}
    </Dialog>
  );
}

function WordsForm({ initial, onDone }: { initial: string[]; onDone: () => void }) {
  const id = useId();
  const [text, setText] = useState(initial.join("\n"));
  const [error, setError] = useState<Message>();
  const save = useSaveBlockedWords();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const list = text
      .split("\n")
      .map((w) => w.trim())
      .filter(Boolean);
    if (list.length > BLOCKED_WORDS_MAX) {
      setError(t("marketplace.tooManyBlockedWords", { max: BLOCKED_WORDS_MAX }));
      return;
    }
    if (list.some((w) => w.length > BLOCKED_WORD_MAX)) {
      setError(t("marketplace.blockedWordTooLong", { max: BLOCKED_WORD_MAX }));
      return;
    }
    save.mutate(list, {
      onSuccess: () => {
        toast({ title: t("marketplace.blockedWordsSaved") });
        onDone();
      },
      onError: (err) =>
        setError(
          err instanceof ApiError && err.fields?.words
            ? err.fields.words
            : apiErrorMessage(err, t("common.genericError"), t("common.networkError")),
        ),
    });
  };
  return (
    <form onSubmit={submit} className="space-y-4">
      <Field label={t("marketplace.blockedWordsTitle")} htmlFor={id} error={error}>
        <textarea
          id={id}
          rows={10}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setError(undefined);
          }}
          className={inputClass}
          aria-invalid={error ? true : undefined}
          data-testid="blocked-words"
        />
      </Field>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={save.isPending}>
          {t("common.cancel")}
        </Button>
        <Button type="submit" disabled={save.isPending} data-testid="blocked-words-save">
          {t("common.save")}
        </Button>
      </div>
    </form>
  );
}
