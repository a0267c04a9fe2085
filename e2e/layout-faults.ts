import type { Page } from '@playwright/test';

/**
 * What a person would see as broken in the page's layout (docs/product/look-and-feel.md#widths),
 * none of which axe reports: the page scrolling sideways, a box scrolling sideways inside it,
 * a word split over two lines (the client rects of the word's range on two lines; a break at
 * a hyphen, an "@" or a dot is no split, as only runs of letters and digits count as words),
 * a text cut by an ellipsis, a select too narrow for the choice it shows. Each fault is one
 * line saying what and where.
 */
export function layoutFaults(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const faults: string[] = [];
    const root = document.scrollingElement ?? document.documentElement;
    if (root.scrollWidth > root.clientWidth) {
      faults.push(`page ${root.scrollWidth} px wide in ${root.clientWidth}`);
    }
    const shown = (element: Element) => element.getClientRects().length > 0;
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      const style = getComputedStyle(element);
      if (
        (style.overflowX === 'auto' || style.overflowX === 'scroll') &&
        element.scrollWidth > element.clientWidth + 1
      ) {
        faults.push(`box scrolling sideways: ${element.className || element.tagName}`);
      }
      if (
        style.textOverflow === 'ellipsis' &&
        element.scrollWidth > element.clientWidth + 1 &&
        shown(element)
      ) {
        faults.push(`cut: "${element.textContent?.trim().slice(0, 40)}"`);
      }
    }
    // A select clips its shown choice without any sign: its text is measured in its font.
    const measure = document.createElement('canvas').getContext('2d');
    for (const select of document.querySelectorAll('select')) {
      const shownText = select.selectedOptions[0]?.text ?? '';
      if (!measure || !shown(select) || !shownText) continue;
      const style = getComputedStyle(select);
      measure.font = style.font;
      const room =
        select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      if (measure.measureText(shownText).width > room + 1) faults.push(`cut: "${shownText}"`);
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, [aria-hidden="true"]')) continue;
      for (const word of (node.textContent ?? '').matchAll(/[\p{L}\p{N}]{2,}/gu)) {
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const tops = new Set(
          [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
        );
        if (tops.size > 1) faults.push(`word split over two lines: "${word[0]}"`);
      }
    }
    return faults;
  });
}
