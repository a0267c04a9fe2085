import ContentPasteIcon from '@mui/icons-material/ContentPaste';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Box, TextField } from '@mui/material';
import { useRef, useState } from 'react';
import type { MediaKind } from '../api/article-media-calls';
import { articleAdminMessages as messages } from '../article-admin-messages';
import type { ArticleMediaActions } from '../use-article-media-actions';
import { BusyButton } from './busy-button';
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

/** The clipboard's text, trimmed; null when it cannot be read (refused, or no API). */
async function readClipboardText(): Promise<string | null> {
  try {
    return (await navigator.clipboard.readText()).trim();
  } catch {
    return null;
  }
}

type MediaAddControlsProps = { kind: MediaKind; actions: ArticleMediaActions };

/**
 * The three ways to add a picture or a document: a file sent from the computer, a web
 * address typed (or pasted) in the field, and the quick add that reads the address from the
 * clipboard (docs/product/media.md#quick-add-by-address). When the clipboard cannot be read,
 * the field says so and takes the focus, for the person to paste with Ctrl+V.
 */
export function MediaAddControls({ kind, actions }: MediaAddControlsProps) {
  const text = kinds[kind];
  const { busy, addByAddress, upload } = actions;
  const fileInput = useRef<HTMLInputElement>(null);
  const addressField = useRef<HTMLInputElement>(null);
  const [address, setAddress] = useState('');
  const [hint, setHint] = useState<string | null>(null);

  const add = (url: string) =>
    addByAddress.mutate({ kind, url }, { onSuccess: () => setAddress('') });
  const pasteAndAdd = async () => {
    const pasted = await readClipboardText();
    if (pasted) {
      add(pasted);
      return;
    }
    setHint(pasted === null ? messages.clipboardUnreadable : messages.clipboardEmpty);
    addressField.current?.focus();
  };

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
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
        <BusyButton
          busy={busy}
          variant="outlined"
          startIcon={<UploadFileIcon aria-hidden />}
          onClick={() => fileInput.current?.click()}
        >
          {text.upload}
        </BusyButton>
        <BusyButton
          busy={busy}
          variant="outlined"
          startIcon={<ContentPasteIcon aria-hidden />}
          onClick={() => void pasteAndAdd()}
        >
          {text.paste}
        </BusyButton>
      </Box>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const url = address.trim();
          if (url === '') addressField.current?.focus();
          else add(url);
        }}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}
      >
        <TextField
          inputRef={addressField}
          label={text.address}
          type="url"
          size="small"
          value={address}
          onChange={(event) => {
            setAddress(event.target.value);
            setHint(null);
          }}
          helperText={hint ?? undefined}
          sx={{ flex: '1 1 16rem' }}
        />
        <BusyButton busy={busy} type="submit" variant="contained">
          {messages.add}
          <HiddenText>{text.addWhat}</HiddenText>
        </BusyButton>
      </Box>
    </Box>
  );
}
