import { Box } from '@mui/material';
import { FormTextField } from '#shared/forms/form-text-field.tsx';
import { showServerFieldErrors } from '#shared/forms/server-field-errors.ts';
import { useZodForm } from '#shared/forms/use-zod-form.ts';
import { StatusButton } from '#shared/status-button.tsx';
import { usePutVideoLink } from '../api/put-video-link';
import { articleAdminMessages as messages } from '../article-admin-messages';
import { videoLinkFormSchema } from '../media-form-schemas';

type VideoLinkFormProps = { articleId: number; current: string | null; busy: boolean };

/**
 * The video link (docs/product/media.md#video-link): VALIDER waits for at least
 * VIDEO_LINK_MIN_CHARS characters; "Retirer la vidéo" sends an empty link.
 */
export function VideoLinkForm({ articleId, current, busy }: VideoLinkFormProps) {
  // Checked as typed, for VALIDER; the field follows the article when it reloads with
  // another link.
  const form = useZodForm(videoLinkFormSchema, {
    mode: 'onChange',
    values: { url: current ?? '' },
  });
  const putLink = usePutVideoLink(articleId);
  const status = busy ? 'pending' : 'idle';
  const submit = form.handleSubmit(async ({ url }) => {
    try {
      await putLink.mutateAsync(url);
    } catch (error) {
      showServerFieldErrors(form, error);
    }
  });
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}
    >
      <FormTextField
        control={form.control}
        name="url"
        label={messages.videoLink}
        helperText={messages.videoHelp}
        type="url"
        size="small"
        sx={{ flex: '1 1 20rem' }}
      />
      <StatusButton
        type="submit"
        variant="contained"
        status={status}
        disabled={!form.formState.isValid}
      >
        {messages.validateVideo}
      </StatusButton>
      {current ? (
        <StatusButton
          status={status}
          color="error"
          // The button goes with the link: the focus waits in the emptied field.
          onClick={() => putLink.mutate('', { onSuccess: () => form.setFocus('url') })}
        >
          {messages.removeVideo}
        </StatusButton>
      ) : null}
    </Box>
  );
}
