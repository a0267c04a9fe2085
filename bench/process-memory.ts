import fs from 'node:fs';

/**
 * Resident memory of a process and its descendants, in MB, from /proc: a child process
 * the server starts (creating its database) counts too.
 */
export function treeRssMb(pid: number): number {
  let kb = 0;
  const visit = (id: number) => {
    const status = readOrEmpty(`/proc/${id}/status`);
    kb += Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
    for (const child of readOrEmpty(`/proc/${id}/task/${id}/children`).split(' ')) {
      if (child.trim() !== '') visit(Number(child));
    }
  };
  visit(pid);
  return Math.round(kb / 1024);
}

function readOrEmpty(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/** Samples {@link treeRssMb} every 100 ms until stopped; gives the highest value seen. */
export function sampleRssPeak(pid: number): { stop(): number } {
  let peak = treeRssMb(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, treeRssMb(pid));
  }, 100);
  return {
    stop: () => {
      clearInterval(timer);
      return Math.max(peak, treeRssMb(pid));
    },
  };
}
