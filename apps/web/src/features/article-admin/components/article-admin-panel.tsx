import type { ArticleDetail, Attachment } from '@labo/domain/catalog-schemas';
import { MAX_PICTURES_PER_ARTICLE } from '@labo/domain/limits';
import { Box, FormControlLabel, Switch, Typography } from '@mui/material';
import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from '#shared/confirm-dialog.tsx';
import { focusLost } from '#shared/focus-lost.ts';
import { useArticleMediaBusy } from '../api/article-media-mutation';
import { useDeleteAttachment } from '../api/delete-attachment';
import { useSetDefaultPicture } from '../api/set-default-picture';
import { useToggleFeatured } from '../api/toggle-featured';
import { articleAdminMessages as messages } from '../article-admin-messages';
import { DocumentList } from './document-list';
import { MediaAddControls } from './media-add-controls';
import { PictureList } from './picture-list';
import { VideoLinkForm } from './video-link-form';

type HeadingRef = RefObject<HTMLHeadingElement | null>;

/**
 * The controls of the article admin block and of the right-click popup, one component for
 * both (docs/product/media.md#article-admin-block): pictures, documents, featured flag and
 * video link. Its headings are h3, under the block's or the dialog's h2.
 */
export function ArticleAdminPanel({ article }: { article: ArticleDetail }) {
  const busy = useArticleMediaBusy(article.id);
  const setDefault = useSetDefaultPicture(article.id);
  const picturesHeading = useRef<HTMLHeadingElement>(null);
  const documentsHeading = useRef<HTMLHeadingElement>(null);
  const [toDelete, setToDelete] = useState<Attachment | null>(null);
  const focusLater = useFocusLater();
  const documents = article.attachments.filter((attachment) => attachment.is_picture !== '1');
  const full = article.pictures.length >= MAX_PICTURES_PER_ARTICLE;
  const fullNote = useFocusWhenShown(full);
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <FeaturedSwitch article={article} busy={busy} />
      <PanelSection title={messages.picturesTitle} headingRef={picturesHeading}>
        <PictureList
          pictures={article.pictures}
          busy={busy}
          onSetDefault={(picture) =>
            setDefault.mutate(picture.id, { onSuccess: () => focusLater(picturesHeading) })
          }
          onDelete={setToDelete}
        />
        {full ? (
          <Typography ref={fullNote} tabIndex={-1} color="text.secondary">
            {messages.picturesFull}
          </Typography>
        ) : (
          <MediaAddControls kind="picture" articleId={article.id} busy={busy} />
        )}
      </PanelSection>
      <PanelSection title={messages.documentsTitle} headingRef={documentsHeading}>
        <DocumentList documents={documents} busy={busy} onDelete={setToDelete} />
        <MediaAddControls kind="document" articleId={article.id} busy={busy} />
      </PanelSection>
      <PanelSection title={messages.videoTitle}>
        <VideoLinkForm articleId={article.id} current={article.youtubeLink} busy={busy} />
      </PanelSection>
      <DeleteAttachmentDialog
        articleId={article.id}
        attachment={toDelete}
        // The deleted file's button is gone: its section's heading takes the focus.
        focusAfterClose={(deleted) =>
          (deleted.is_picture === '1' ? picturesHeading : documentsHeading).current
        }
        onClose={() => setToDelete(null)}
      />
    </Box>
  );
}

/**
 * A control that disappears with its change (the new default's button) hands the focus to
 * its section's heading.
 */
function useFocusLater(): (heading: HeadingRef) => void {
  const [focusAfter, setFocusAfter] = useState<HeadingRef | null>(null);
  useEffect(() => {
    if (!focusAfter) return;
    focusAfter.current?.focus();
    setFocusAfter(null);
  }, [focusAfter]);
  return setFocusAfter;
}

/**
 * The third picture added hides the add controls, the one that had the focus with them:
 * the note that replaces them takes it (docs/product/look-and-feel.md#focus-never-lost).
 */
function useFocusWhenShown(shown: boolean): RefObject<HTMLParagraphElement | null> {
  const note = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (shown && focusLost()) note.current?.focus();
  }, [shown]);
  return note;
}

function FeaturedSwitch({ article, busy }: { article: ArticleDetail; busy: boolean }) {
  const toggle = useToggleFeatured(article.id);
  return (
    <FormControlLabel
      label={messages.featured}
      sx={{ justifySelf: 'start' }}
      control={
        <Switch
          checked={article.featured === '1'}
          onChange={() => {
            if (!busy) toggle.mutate(undefined);
          }}
          slotProps={{ input: { 'aria-disabled': busy || undefined } }}
        />
      }
    />
  );
}

type DeleteAttachmentDialogProps = {
  articleId: number;
  attachment: Attachment | null;
  focusAfterClose: (deleted: Attachment) => HTMLElement | null;
  onClose: () => void;
};

/** A file's deletion cannot be undone: it asks first, in red (docs/product/look-and-feel.md#confirmations). */
function DeleteAttachmentDialog({
  articleId,
  attachment,
  focusAfterClose,
  onClose,
}: DeleteAttachmentDialogProps) {
  const removal = useDeleteAttachment(articleId);
  const deleted = useRef<Attachment | null>(null);
  return (
    <ConfirmDialog
      open={attachment !== null}
      title={messages.deleteTitle}
      text={attachment ? messages.deleteText(attachment.original_file_name) : ''}
      confirmLabel={messages.deleteConfirm}
      cancelLabel={messages.cancel}
      destructive
      busy={removal.isPending}
      onConfirm={() =>
        attachment &&
        removal.mutate(attachment.id, {
          onSuccess: () => {
            deleted.current = attachment;
          },
          onSettled: onClose,
        })
      }
      onCancel={onClose}
      focusAfterClose={() => deleted.current && focusAfterClose(deleted.current)}
    />
  );
}

type PanelSectionProps = {
  title: string;
  headingRef?: HeadingRef;
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
