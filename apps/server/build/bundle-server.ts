import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

// The server as one bundle of its own code, which Node loads without a TypeScript loader
// (docs/decisions/039-bundled-server.md).

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Where `npm run build` writes the server, and `npm start` runs it from. */
export const SERVER_DIST = path.join(serverDir, 'dist');

/** The libraries stay in node_modules, loaded by Node; the domain package is our code. */
function libraries(): string[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(serverDir, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  return Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@labo/'));
}

/**
 * Modules find files beside their sources (the migrations, the demo's media, the child that
 * creates PGlite): each module's `import.meta.url` stays its source file's, written relative
 * to the bundle so that the checkout can move.
 */
function sourceLocations(outDir: string): Plugin {
  return {
    name: 'labo:source-locations',
    setup(bundle) {
      bundle.onLoad({ filter: /\.ts$/ }, async (args) => {
        const text = await fs.promises.readFile(args.path, 'utf8');
        if (!text.includes('import.meta.url')) return undefined;
        const relative = path.relative(outDir, args.path).split(path.sep).join('/');
        const located = `new URL(${JSON.stringify(relative)}, import.meta.url).href`;
        return { contents: text.replaceAll('import.meta.url', located), loader: 'ts' };
      });
    },
  };
}

/** Writes `main.js`, its chunks and their source maps into `outDir`, emptied first. */
export async function bundleServer(outDir: string): Promise<void> {
  fs.rmSync(outDir, { recursive: true, force: true });
  await build({
    entryPoints: { main: path.join(serverDir, 'src/main.ts') },
    outdir: outDir,
    bundle: true,
    // The modules main.ts imports lazily stay chunks loaded while the database opens.
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    external: libraries(),
    plugins: [sourceLocations(outDir)],
    sourcemap: true,
    logLevel: 'warning',
  });
}
