import { isAdmin } from '@labo/domain/session-rules';
import { lazy, Suspense } from 'react';
import { useCurrentUser } from '#shared/session/current-user.ts';

// Loaded for administrators only, like the admin area (docs/decisions/004-web-app-structure.md).
const ArticleEditPopup = lazy(async () => ({
  default: (await import('#features/article-admin/components/article-edit-popup.tsx'))
    .ArticleEditPopup,
}));

/**
 * The right-click edit popup of every article list (docs/product/media.md#right-click-edit-popup),
 * present while an administrator is logged in; for anyone else nothing listens, and a
 * right-click opens the browser's own menu.
 */
export function AdminArticlePopup() {
  const session = useCurrentUser().data;
  if (!session || !isAdmin(session.user)) return null;
  return (
    <Suspense fallback={null}>
      <ArticleEditPopup />
    </Suspense>
  );
}
