/** References in a monospaced face, so that codes like DUR-100002 read and align well. */
export const monospace = {
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  fontSize: '0.8125rem',
} as const;

/** Cuts a text after `lines` lines with an ellipsis: rows keep their fixed height. */
export const lineClamp = (lines: number) =>
  ({
    display: '-webkit-box',
    WebkitLineClamp: lines,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
  }) as const;
