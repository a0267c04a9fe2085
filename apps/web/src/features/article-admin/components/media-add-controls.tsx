import ContentPasteIcon from '@mui/icons-material/ContentPaste';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Box } from '@mui/material';
import { useRef } from 'react';
import { isApiError } from '#shared/api-client.ts';
import { FormTextField } from '#shared/forms/form-text-field.tsx';
import { showServerFieldErrors } from '#shared/forms/server-field-errors.ts';
import { useZodForm } from '#shared/forms/use-zod-form.ts';
import { StatusButton } from '#shared/status-button.tsx';
import { type MediaKind, useAddMediaFromWeb } from '../api/add-media-from-web';
import { useUploadAttachment } from '../api/upload-attachment';
import { articleAdminMessages as messages } from '../article-admin-messages';
import { mediaAddressFormSchema } from '../media-form-schemas';
import { HiddenText } from './hidden-text';

/** What each kind of file accepts and says (docs/product/media.md#article-admin-block). */
const kinds = {
  picture: {
    accept: 'image/jpeg,image/png,image/webp,image/gif,image/avif',
    upload: messages.uploadPicture,
    paste: messages.pastePicture,
    address: messages.pictureAddress,
    addWhat: messages.thePicture,
  },
  document: {
    accept: [
      '.pdf',
      '.xls',
      '.xlsx',
      'application/pdf',
      'application/vnd.ms-excel',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ].join(','),
    upload: messages.uploadDocument,
    paste: messages.pasteDocument,
    address: messages.documentAddress,
    addWhat: messages.theDocument,
  },
} as const satisfies Record<MediaKind, unknown>;

/** The refusals of an add from the web that are about the address (docs/product/media.md#media-refusals). */
const ADDRESS_REFUSALS = new Set([
  'remote_url_refused',
  'remote_file_unavailable',
  'remote_file_too_large',
  'unsupported_media_type',
]);

function addressRefusal(error: unknown): string | undefined {
  if (!isApiError(error) || !ADDRESS_REFUSALS.has(error.body?.error ?? '')) return undefined;
  return error.body?.message;
}

/** The clipboard's text, trimmed; null when it cannot be read (refused, or no API). */
async function readClipboardText(): Promise<string | null> {
  try {
    return (await navigator.clipboard.readText()).trim();
  } catch {
    return null;
  }
}

type MediaAddControlsProps = { kind: MediaKind; articleId: number; busy: boolean };

/**
 * The three ways to add a picture or a document: a file sent from the computer, a web
 * address typed (or pasted) in the field, and the quick add that reads the address from the
 * clipboard (docs/product/media.md#quick-add-by-address). When the clipboard cannot be read,
 * the field says so and takes the focus, for the person to paste with Ctrl+V.
 */
export function MediaAddControls({ kind, articleId, busy }: MediaAddControlsProps) {
  const text = kinds[kind];
  const status = busy ? 'pending' : 'idle';
  const { form, add, pasteAndAdd } = useAddressForm(kind, articleId);
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <UploadButton kind={kind} articleId={articleId} busy={busy} />
        <StatusButton
          status={status}
          variant="outlined"
          startIcon={<ContentPasteIcon aria-hidden />}
          onClick={() => void pasteAndAdd()}
        >
          {text.paste}
        </StatusButton>
      </Box>
      <Box
        component="form"
        noValidate
        onSubmit={form.handleSubmit(({ url }) => add(url))}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}
      >
        <FormTextField
          control={form.control}
          name="url"
          label={text.address}
          type="url"
          size="small"
          sx={{ flex: '1 1 16rem' }}
        />
        <StatusButton status={status} type="submit" variant="contained">
          {messages.add}
          <HiddenText>{text.addWhat}</HiddenText>
        </StatusButton>
      </Box>
    </Box>
  );
}

/**
 * The address field's form, checked as typed (the clipboard's hint, shown on the field,
 * goes once it is typed in), and the two ways to send an address: the field's, the
 * clipboard's.
 */
function useAddressForm(kind: MediaKind, articleId: number) {
  const form = useZodForm(mediaAddressFormSchema, {
    mode: 'onChange',
    defaultValues: { url: '' },
  });
  const addByAddress = useAddMediaFromWeb(articleId);
  const add = async (url: string) => {
    try {
      await addByAddress.mutateAsync({ kind, url });
      form.reset({ url: '' });
    } catch (error) {
      if (showServerFieldErrors(form, error)) return;
      // A refusal about the address itself is also written under the field
      // (docs/product/look-and-feel.md#errors-stay); the toast still says it failed.
      const reason = addressRefusal(error);
      if (reason) form.setError('url', { type: 'server', message: reason }, { shouldFocus: true });
    }
  };
  const pasteAndAdd = async () => {
    const pasted = await readClipboardText();
    if (pasted) return add(pasted);
    const hint = pasted === null ? messages.clipboardUnreadable : messages.clipboardEmpty;
    form.setError('url', { type: 'clipboard', message: hint }, { shouldFocus: true });
  };
  return { form, add, pasteAndAdd };
}

/** "Envoyer une image / un document": the file chooser, opened by the button. */
function UploadButton({ kind, articleId, busy }: MediaAddControlsProps) {
  const text = kinds[kind];
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useUploadAttachment(articleId);
  return (
    <>
      {/* Opened by the button: one control to reach and name, the same on every browser. */}
      <input
        ref={fileInput}
        type="file"
        accept={text.accept}
        hidden
        aria-label={text.upload}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) upload.mutate(file);
        }}
      />
      <StatusButton
        status={busy ? 'pending' : 'idle'}
        variant="outlined"
        startIcon={<UploadFileIcon aria-hidden />}
        onClick={() => fileInput.current?.click()}
      >
        {text.upload}
      </StatusButton>
    </>
  );
}
