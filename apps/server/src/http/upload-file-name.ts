import path from 'node:path';

const FILE_NAME_MAX_CHARS = 200;

// biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/**
 * A file name as a browser or a web address gave it, fit to show and store: without
 * folders or control characters, 200 characters at most, `fallback` when nothing is left.
 */
export function cleanFileName(name: string, fallback: string): string {
  const base = path.basename(name.replaceAll('\\', '/')).replace(CONTROL_CHARACTERS, '').trim();
  return base.slice(0, FILE_NAME_MAX_CHARS) || fallback;
}
