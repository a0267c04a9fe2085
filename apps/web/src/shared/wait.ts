/** Resolves after `ms` milliseconds: the product's artificial waits (account creation, profile save). */
export function wait(ms: number): Promise<void> {
  return new Promise((resolve) => {
    window.setTimeout(resolve, ms);
  });
}
