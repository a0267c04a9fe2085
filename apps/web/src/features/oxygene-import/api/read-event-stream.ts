/** One server-sent event: its name and its data text. */
export type StreamEvent = { event: string; data: string };

/**
 * The events of a `text/event-stream` body, as they arrive. EventSource cannot send a
 * POST with a file, so the upload reads its answer's body itself; this reads the subset of
 * the format the server writes (`event:` and `data:` lines, a blank line ending each).
 */
export async function* readEventStream(
  body: ReadableStream<Uint8Array>,
): AsyncGenerator<StreamEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true }).replaceAll('\r\n', '\n');
    let end = buffer.indexOf('\n\n');
    while (end !== -1) {
      const event = parseEvent(buffer.slice(0, end));
      if (event) yield event;
      buffer = buffer.slice(end + 2);
      end = buffer.indexOf('\n\n');
    }
  }
}

function parseEvent(block: string): StreamEvent | undefined {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith('event:')) event = line.slice(6).trim();
    else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
  }
  return data.length === 0 ? undefined : { event, data: data.join('\n') };
}
