import { type EventSourceMessage, EventSourceParserStream } from 'eventsource-parser/stream';

/** One server-sent event: its name and its data text. */
export type StreamEvent = { event: string; data: string };

/**
 * The events of a `text/event-stream` body, as they arrive, read by `eventsource-parser`:
 * EventSource cannot send a POST with a file, so the upload reads its answer's body itself.
 * A block without data and an unfinished last block are no events, as in EventSource.
 * Leaving the loop early (the report came) cancels the body.
 */
export async function* readEventStream(
  body: ReadableStream<BufferSource>,
): AsyncGenerator<StreamEvent> {
  const reader = body
    .pipeThrough(new TextDecoderStream())
    .pipeThrough(new EventSourceParserStream())
    .getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield named(value);
    }
  } finally {
    await reader.cancel();
  }
}

/** The parser leaves an unnamed event's name undefined; EventSource calls it "message". */
function named({ event, data }: EventSourceMessage): StreamEvent {
  return { event: event ?? 'message', data };
}
