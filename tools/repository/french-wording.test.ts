import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from '@typescript/typescript6';
import { describe, expect, it } from 'vitest';

// One word per thing, written one way (docs/product/look-and-feel.md#glossary): every
// string and JSX text of the web app, of the domain's shared messages and of what the
// server writes to people (e-mails, exports, import reports) is read as TypeScript reads
// it, and none may hold a variant the glossary decided against.

const root = fileURLToPath(new URL('../..', import.meta.url));
const webDir = path.join(root, 'apps', 'web', 'src');
const domainDir = path.join(root, 'packages', 'domain', 'src');
const serverDir = path.join(root, 'apps', 'server', 'src');

/** The variants the glossary turned down, with the word it keeps. */
const BANNED: readonly { variant: RegExp; keep: string }[] = [
  { variant: /\bE-?mail\b/, keep: 'Adresse e-mail (or e-mail in a sentence)' },
  { variant: /\bemail\b(?=.*\s)|(?<=\s.*)\bemail\b/, keep: 'e-mail' },
  { variant: /\bcourriel\b|(?<!e-)\bmail\b/i, keep: 'e-mail' },
  { variant: /\bvideo\b(?=.*\s)|(?<=\s.*)\bvideo\b/i, keep: 'vidéo' },
  {
    variant: /\bsous (?:sous )?catégorie|\bsous-sous catégorie|\bsous sous-catégorie/i,
    keep: 'Sous-catégorie, Sous-sous-catégorie',
  },
  // A discount ("-25%"), a template's percentage ("{x} %"), a figure in a sentence
  // ("15 % appliquée"); a CSS length ("100%", "translateY(-50%)") is none of those.
  {
    variant: /(?<![\w(])-\d+ ?%|\{x\} ?%|\d ?% [a-zàâçéèêëîïôûùüÿœ]{2,}/i,
    keep: 'a no-break space before % (formatPercent)',
  },
  { variant: /’/, keep: "the straight apostrophe ', as the specification writes it" },
  { variant: /\[ADMIN\]/, keep: "MODIFIER L'ÉTAT" },
];

/** Files of a folder, tests aside, whose path matches. */
function filesOf(dir: string, keep: RegExp): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => keep.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(dir, file));
}

/** The web app (test helpers aside), the domain's messages, the server's texts for people. */
function sourceFiles(): string[] {
  const app = filesOf(webDir, /\.tsx?$/).filter(
    (file) => !file.startsWith(path.join(webDir, 'testing')),
  );
  const domain = ['messages.ts', 'account-messages.ts'].map((file) => path.join(domainDir, file));
  const server = filesOf(serverDir, /(-mails|-csv|-xlsx|-messages|mail-layout)\.ts$/);
  return [...app, ...domain, ...server];
}

/** The texts of a file: string literals, templates (each `${…}` read as "{x}"), JSX text. */
function textsOf(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const texts: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      texts.push(node.text);
    } else if (ts.isTemplateExpression(node)) {
      texts.push(
        node.head.text + node.templateSpans.map((span) => `{x}${span.literal.text}`).join(''),
      );
    } else if (ts.isJsxText(node)) {
      texts.push(node.getText(source));
    }
    // Import paths and module names are code, not words.
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    ts.forEachChild(node, visit);
  };
  visit(source);
  return texts;
}

/** A regular expression literal, a CSS value or a path is code: skip texts made of those. */
function isCode(text: string): boolean {
  return /^[\w./#:-]*$/.test(text) && !/^E-?mail$/i.test(text);
}

describe('French wording (docs/product/look-and-feel.md#glossary)', () => {
  it('holds none of the variants the glossary decided against', () => {
    const found: string[] = [];
    for (const file of sourceFiles()) {
      for (const text of textsOf(file)) {
        if (isCode(text)) continue;
        for (const { variant, keep } of BANNED) {
          if (variant.test(text)) {
            found.push(`${path.basename(file)}: "${text.slice(0, 80)}" (write ${keep})`);
          }
        }
      }
    }
    expect(found).toEqual([]);
  });

  it('catches each variant in a sample text', () => {
    const samples = [
      'Email',
      'E-mail',
      'votre email ici',
      'Adresse mail',
      'Lien video',
      'Sous catégorie introuvable',
      'Sous sous catégorie introuvable',
      '-25%',
      '-25 %',
      '-{x}%',
      '{x} % des lignes lues',
      'La liste n’a pas pu être chargée.',
      'MODIFIER [ADMIN]',
    ];
    const kept = [
      'Adresse e-mail',
      'un e-mail de confirmation',
      "RENVOYER L'E-MAIL",
      'Lien vidéo',
      'Sous-sous-catégorie introuvable',
      '-25\u00a0%',
      '100%',
      'translateY(-50%)',
    ];
    const banned = (sample: string) => BANNED.some(({ variant }) => variant.test(sample));
    expect(samples.filter((sample) => !banned(sample))).toEqual([]);
    expect(kept.filter(banned)).toEqual([]);
  });
});
