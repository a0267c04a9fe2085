import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useEffect, useId, useState } from 'react';
import { onAppEvent } from '#shared/app-events.ts';
import { useArticleById } from '#shared/articles/api/get-article-by-id.ts';
import { DelayedLoader } from '#shared/delayed-loader.tsx';
import { articleAdminMessages as messages } from '../article-admin-messages';
import { ArticleAdminPanel } from './article-admin-panel';

type Target = { articleId: number; label: string };

/**
 * The right-click edit popup of article lists (docs/product/media.md#right-click-edit-popup):
 * mounted for administrators only, it claims every article context-menu event, so that
 * the browser's menu stays closed for them alone, and shows the article admin controls.
 */
export function ArticleEditPopup() {
  const [target, setTarget] = useState<Target | null>(null);
  useEffect(
    () =>
      onAppEvent('article-context-menu', (detail) => {
        setTarget(detail);
        return true;
      }),
    [],
  );
  if (!target) return null;
  return <ArticleEditDialog target={target} onClose={() => setTarget(null)} />;
}

type ArticleEditDialogProps = { target: Target; onClose: () => void };

function ArticleEditDialog({ target, onClose }: ArticleEditDialogProps) {
  const titleId = useId();
  const article = useArticleById(target.articleId);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{messages.popupTitle(target.label)}</DialogTitle>
      <DialogContent>
        {article.isPending ? (
          <DelayedLoader label={messages.popupLoading} />
        ) : article.isError ? (
          <Alert severity="error">{messages.popupLoadFailed}</Alert>
        ) : (
          <ArticleAdminPanel article={article.data} />
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{messages.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
