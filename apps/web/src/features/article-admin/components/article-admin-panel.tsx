import type { ArticleDetail, Attachment } from '@labo/domain/catalog-schemas';
import { MAX_PICTURES_PER_ARTICLE } from '@labo/domain/limits';
import { Box, FormControlLabel, Switch, Typography } from '@mui/material';
import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from '#shared/confirm-dialog.tsx';
import { articleAdminMessages as messages } from '../article-admin-messages';
import { useArticleMediaActions } from '../use-article-media-actions';
import { DocumentList } from './document-list';
import { MediaAddControls } from './media-add-controls';
import { PictureList } from './picture-list';
import { VideoLinkForm } from './video-link-form';

type ArticleAdminPanelProps = { article: ArticleDetail; jwt: string };

/**
 * The controls of the article admin block and of the right-click popup, one component for
 * both (docs/product/media.md#article-admin-block): pictures, documents, featured flag and
 * video link. Its headings are h3, under the block's or the dialog's h2.
 */
export function ArticleAdminPanel({ article, jwt }: ArticleAdminPanelProps) {
  const actions = useArticleMediaActions(jwt, article.id);
  const { busy } = actions;
  const picturesHeading = useRef<HTMLHeadingElement>(null);
  const documentsHeading = useRef<HTMLHeadingElement>(null);
  const [toDelete, setToDelete] = useState<Attachment | null>(null);
  // A control that disappears with its change (a deleted file's button, the new default's)
  // hands the focus to its section's heading, once a closing dialog has restored its own.
  const [focusAfter, setFocusAfter] = useState<RefObject<HTMLHeadingElement | null> | null>(null);
  useEffect(() => {
    if (!focusAfter) return;
    focusAfter.current?.focus();
    setFocusAfter(null);
  }, [focusAfter]);

  const documents = article.attachments.filter((attachment) => attachment.is_picture !== '1');
  const full = article.pictures.length >= MAX_PICTURES_PER_ARTICLE;
  const confirmDelete = () => {
    if (!toDelete) return;
    const heading = toDelete.is_picture === '1' ? picturesHeading : documentsHeading;
    actions.remove.mutate(toDelete.id, {
      onSuccess: () => setFocusAfter(heading),
      onSettled: () => setToDelete(null),
    });
  };

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <FormControlLabel
        label={messages.featured}
        sx={{ justifySelf: 'start' }}
        control={
          <Switch
            checked={article.featured === '1'}
            onChange={() => {
              if (!busy) actions.toggle.mutate();
            }}
            slotProps={{ input: { 'aria-disabled': busy || undefined } }}
          />
        }
      />
      <PanelSection title={messages.picturesTitle} headingRef={picturesHeading}>
        <PictureList
          pictures={article.pictures}
          busy={busy}
          onSetDefault={(picture) =>
            actions.setDefault.mutate(picture.id, {
              onSuccess: () => setFocusAfter(picturesHeading),
            })
          }
          onDelete={setToDelete}
        />
        {full ? (
          <Typography color="text.secondary">{messages.picturesFull}</Typography>
        ) : (
          <MediaAddControls kind="picture" actions={actions} />
        )}
      </PanelSection>
      <PanelSection title={messages.documentsTitle} headingRef={documentsHeading}>
        <DocumentList documents={documents} busy={busy} onDelete={setToDelete} />
        <MediaAddControls kind="document" actions={actions} />
      </PanelSection>
      <PanelSection title={messages.videoTitle}>
        <VideoLinkForm current={article.youtubeLink} actions={actions} />
      </PanelSection>
      <ConfirmDialog
        open={toDelete !== null}
        title={messages.deleteTitle}
        text={toDelete ? messages.deleteText(toDelete.original_file_name) : ''}
        confirmLabel={messages.deleteConfirm}
        cancelLabel={messages.cancel}
        busy={actions.remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </Box>
  );
}

type PanelSectionProps = {
  title: string;
  headingRef?: RefObject<HTMLHeadingElement | null>;
  children: ReactNode;
};

function PanelSection({ title, headingRef, children }: PanelSectionProps) {
  return (
    <Box component="section" aria-label={title} sx={{ display: 'grid', gap: 1.5 }}>
      <Typography ref={headingRef} tabIndex={-1} variant="h3" sx={{ fontSize: '1.125rem' }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
