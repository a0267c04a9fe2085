import { VIDEO_LINK_MIN_CHARS } from '@labo/domain/limits';
import { Box, TextField } from '@mui/material';
import { useRef, useState } from 'react';
import { articleAdminMessages as messages } from '../article-admin-messages';
import type { ArticleMediaActions } from '../use-article-media-actions';
import { BusyButton } from './busy-button';

type VideoLinkFormProps = { current: string | null; actions: ArticleMediaActions };

/**
 * The video link (docs/product/media.md#video-link): VALIDER waits for at least
 * VIDEO_LINK_MIN_CHARS characters; "Retirer la vidéo" sends an empty link.
 */
export function VideoLinkForm({ current, actions }: VideoLinkFormProps) {
  const { busy, setVideoLink } = actions;
  const field = useRef<HTMLInputElement>(null);
  const [link, setLink] = useState(current ?? '');
  // The field follows the article when it reloads with another link.
  const [shown, setShown] = useState(current);
  if (shown !== current) {
    setShown(current);
    setLink(current ?? '');
  }
  const tooShort = link.trim().length < VIDEO_LINK_MIN_CHARS;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!tooShort) setVideoLink.mutate(link.trim());
      }}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}
    >
      <TextField
        inputRef={field}
        label={messages.videoLink}
        helperText={messages.videoHelp}
        type="url"
        size="small"
        value={link}
        onChange={(event) => setLink(event.target.value)}
        sx={{ flex: '1 1 20rem' }}
      />
      <BusyButton busy={busy} type="submit" variant="contained" disabled={tooShort}>
        {messages.validateVideo}
      </BusyButton>
      {current ? (
        <BusyButton
          busy={busy}
          color="error"
          // The button goes with the link: the focus waits in the emptied field.
          onClick={() => setVideoLink.mutate('', { onSuccess: () => field.current?.focus() })}
        >
          {messages.removeVideo}
        </BusyButton>
      ) : null}
    </Box>
  );
}
