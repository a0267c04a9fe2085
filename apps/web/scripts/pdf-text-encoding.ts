// Text for the standard PDF fonts: WinAnsiEncoding (ISO 32000-1 Annex D) and literal
// strings (§7.3.4.2). Kept apart from the writer so both can be tested on their own.

// WinAnsiEncoding bytes 0x80-0x9F differ from Latin-1 (Annex D): the characters we
// may meet in French text. Latin-1 letters (é, à, ç, ô, µ, °...) map to themselves.
const WIN_ANSI_EXTRA: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  '„': 0x84,
  '…': 0x85,
  '‰': 0x89,
  Œ: 0x8c,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '™': 0x99,
  œ: 0x9c,
  Ÿ: 0x9f,
  // Intl's French number format puts a narrow no-break space between thousands.
  '\u202f': 0xa0,
};

/** Text to WinAnsi bytes; a character the encoding lacks becomes "?". */
export function encodeWinAnsi(text: string): number[] {
  const bytes: number[] = [];
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0x3f;
    const extra = WIN_ANSI_EXTRA[char];
    if (extra !== undefined) bytes.push(extra);
    else if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)) bytes.push(code);
    else bytes.push(0x3f);
  }
  return bytes;
}

/** A literal string `( ... )`: ASCII kept, delimiters escaped, other bytes in octal. */
export function pdfString(text: string): string {
  let out = '(';
  for (const byte of encodeWinAnsi(text)) {
    if (byte === 0x28 || byte === 0x29 || byte === 0x5c) out += `\\${String.fromCharCode(byte)}`;
    else if (byte < 0x20 || byte > 0x7e) out += `\\${byte.toString(8).padStart(3, '0')}`;
    else out += String.fromCharCode(byte);
  }
  return `${out})`;
}
