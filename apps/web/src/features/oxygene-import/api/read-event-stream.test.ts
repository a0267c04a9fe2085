import { describe, expect, it } from 'vitest';
import { readEventStream } from './read-event-stream';

function streamOf(...chunks: string[]): ReadableStream<Uint8Array<ArrayBuffer>> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

async function collect(stream: ReadableStream<Uint8Array<ArrayBuffer>>) {
  const events = [];
  for await (const event of readEventStream(stream)) events.push(event);
  return events;
}

describe('readEventStream', () => {
  it('reads events cut anywhere across chunks', async () => {
    const events = await collect(
      streamOf(
        'event: progress\ndata: {"read":1',
        '000,"total":2000}\n',
        '\nevent: rep',
        'ort\r\ndata: ["a"]\r\n\r\n',
      ),
    );
    expect(events).toEqual([
      { event: 'progress', data: '{"read":1000,"total":2000}' },
      { event: 'report', data: '["a"]' },
    ]);
  });

  it('ignores a block without data and an unfinished last block', async () => {
    expect(await collect(streamOf(': comment\n\nevent: report\ndata: []'))).toEqual([]);
  });

  it('names an unnamed event "message" and joins its data lines', async () => {
    expect(await collect(streamOf('data: a\ndata: b\n\n'))).toEqual([
      { event: 'message', data: 'a\nb' },
    ]);
  });

  it('reads a character cut between two chunks', async () => {
    const bytes = new TextEncoder().encode('event: report\ndata: ["Créées"]\n\n');
    const cut = bytes.indexOf(0xc3) + 1;
    const stream = new ReadableStream<Uint8Array<ArrayBuffer>>({
      start(controller) {
        controller.enqueue(bytes.slice(0, cut));
        controller.enqueue(bytes.slice(cut));
        controller.close();
      },
    });
    expect(await collect(stream)).toEqual([{ event: 'report', data: '["Créées"]' }]);
  });

  it('cancels the body when the reader stops early', async () => {
    let cancelled = false;
    const stream = new ReadableStream<Uint8Array<ArrayBuffer>>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('event: report\ndata: []\n\n'));
      },
      cancel() {
        cancelled = true;
      },
    });
    for await (const event of readEventStream(stream)) {
      expect(event.event).toBe('report');
      break;
    }
    expect(cancelled).toBe(true);
  });
});
