import { Fragment, type ReactNode } from 'react';

/**
 * A text whose e-mail addresses and file names may wrap after their "@", dots, hyphens and
 * underscores, so that a long address or name fits a narrow box without a word cut in the
 * middle (docs/product/look-and-feel.md#widths). The break points are `<wbr>`: nothing is
 * added to what a person copies or hears.
 */
export function WrappableText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let offset = 0;
  for (const part of text.split(/(?<=[@._-](?=\S))/)) {
    parts.push(
      <Fragment key={offset}>
        {offset > 0 ? <wbr /> : null}
        {part}
      </Fragment>,
    );
    offset += part.length;
  }
  return <>{parts}</>;
}
