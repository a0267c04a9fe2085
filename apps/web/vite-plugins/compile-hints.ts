import type { Plugin } from 'vite';

// V8 compiles a function the first time it is called, on the page's main thread, inside the
// task that calls it: the router's start and the take-over were mostly compiling the
// framework's and the shell's code. A file whose first line is `//# allFunctionsCalledOnLoad`
// (V8's explicit compile hints, Chromium 136 and later; other engines read a comment) is
// compiled whole while it downloads, off the main thread. Given to the chunks every page runs
// as it starts (docs/performance.md#the-start-compiled-while-it-downloads).

const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

export function compileHints(chunkNames: readonly string[]): Plugin {
  return {
    name: 'labo-compile-hints',
    apply: 'build',
    generateBundle: {
      // After Vite's own, which writes the lazy chunks' file list at the top of a chunk: the
      // hint must be the file's first line.
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type === 'chunk' && chunkNames.includes(output.name)) {
            output.code = `${COMPILE_HINT}\n${output.code}`;
          }
        }
      },
    },
  };
}
