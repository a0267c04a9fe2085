import { useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { isApiError } from '#shared/api-client.ts';
import { showServerFieldErrors } from '#shared/forms/server-field-errors.ts';
import { offersMessages as messages } from '#shared/quotes/offer-messages.ts';
import { useSaveOfferDraft } from '../api/save-offer-draft';
import { type OfferEditorValues, offerEditorSchema } from './offer-draft-form';

// The draft is saved this long after the last change: once a person pauses, not at each key.
const AUTOSAVE_DELAY_MS = 1000;

/**
 * The editor's saves (docs/product/offers.md#offer-editor): each one with the version last
 * read, the next a second after a pause in the changes when the draft is whole. A 409 stops
 * them and says who saved first; a field the server refused gets its error.
 */
export function useDraftSaving(
  id: number,
  form: UseFormReturn<OfferEditorValues, unknown, OfferEditorValues>,
  readVersion: number,
) {
  const save = useSaveOfferDraft(id);
  const version = useRef(readVersion);
  const edits = useRef(0);
  const savedEdits = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [conflict, setConflict] = useState<string | null>(null);

  const saveValues = async (values: OfferEditorValues) => {
    const at = edits.current;
    try {
      const saved = await save.mutateAsync({
        ...offerEditorSchema.parse(values),
        version: version.current,
      });
      version.current = saved.version;
      savedEdits.current = at;
      return true;
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        setConflict(error.body?.message ?? messages.saveFailed);
      } else if (!showServerFieldErrors(form, error)) {
        form.setError('root', { message: messages.saveFailed });
      }
      return false;
    }
  };

  // The watcher below is set once; it reads the render's state through this.
  const latest = useRef({ conflict, saveValues });
  latest.current = { conflict, saveValues };
  useEffect(() => {
    const subscription = form.watch(() => {
      edits.current += 1;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        const values = form.getValues();
        if (latest.current.conflict || !offerEditorSchema.safeParse(values).success) return;
        void latest.current.saveValues(values);
      }, AUTOSAVE_DELAY_MS);
    });
    return () => {
      subscription.unsubscribe();
      clearTimeout(timer.current);
    };
  }, [form]);

  /** Saves now what the last save did not hold; true when the draft is saved. */
  const saveIfChanged = async (values: OfferEditorValues) => {
    clearTimeout(timer.current);
    return edits.current === savedEdits.current || saveValues(values);
  };

  return { save, conflict, saveValues, saveIfChanged };
}
