import { describe, expect, it } from 'vitest';
import { readEventStream } from './read-event-stream';

function streamOf(...chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

async function collect(stream: ReadableStream<Uint8Array>) {
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
});
