import { articlePath } from '@labo/domain/catalog-paths';
import type { Article } from '@labo/domain/catalog-schemas';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { emitAppEvent } from '../app-events';

/** Clicks on these inside a row do their own thing and must not open the article. */
const OWN_CLICK_TARGETS = 'a, button, input, select, textarea, label, form';

/** A right-click in these keeps the browser's menu, with its paste. */
const OWN_MENU_TARGETS = 'input, select, textarea';

function isOwnClickTarget(target: EventTarget, selector = OWN_CLICK_TARGETS): boolean {
  return target instanceof Element && target.closest(selector) !== null;
}

/**
 * The mouse behaviour of a list row or card
 * (docs/product/catalogue.md#row-click-and-right-click): a click anywhere opens the article
 * page and emits the navigation event. Keyboard users reach the same page through the
 * article's name link, which calls `onLinkClick` to emit the same event.
 *
 * A right-click emits the context-menu event; only when a listener claims it (the
 * administrators' edit popup) is the browser's menu held back. The menu key and Shift+F10
 * on the focused name link send the same contextmenu event, which bubbles to the row.
 */
export function useOpenArticle(article: Article) {
  const navigate = useNavigate();
  const path = articlePath(article);
  const announce = () => emitAppEvent('article-navigation', { articleId: article.id, path });
  return {
    path,
    onLinkClick: announce,
    rowProps: {
      onClick: (event: MouseEvent<HTMLElement>) => {
        if (isOwnClickTarget(event.target)) return;
        announce();
        navigate(path);
      },
      onContextMenu: (event: MouseEvent<HTMLElement>) => {
        if (isOwnClickTarget(event.target, OWN_MENU_TARGETS)) return;
        const claimed = emitAppEvent('article-context-menu', {
          articleId: article.id,
          label: article.label,
        });
        if (claimed) event.preventDefault();
      },
    },
  };
}
