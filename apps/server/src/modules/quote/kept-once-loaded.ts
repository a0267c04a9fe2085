/**
 * `load`'s answer, loaded by the first call and kept for the next ones. A load that fails is
 * not kept: the next call tries again, instead of every later PDF failing with the first
 * error for the life of the process.
 */
export function keptOnceLoaded<T>(load: () => Promise<T>): () => Promise<T> {
  let kept: Promise<T> | undefined;
  return () => {
    kept ??= load().catch((error: unknown) => {
      kept = undefined;
      throw error;
    });
    return kept;
  };
}
