import { describe, expect, it } from 'vitest';
import { expectedBytes, progressPercent, readBodyWithProgress, type TTransferProgress } from './transfer-progress.ts';

function streamOf(parts: string[]): ReadableStream<Uint8Array> {
  const enc = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const p of parts) controller.enqueue(enc.encode(p));
      controller.close();
    },
  });
}

describe('download progress', () => {
  it('takes the size from Content-Length only when the body is not compressed', () => {
    expect(expectedBytes(new Headers({ 'Content-Length': '1200' }))).toBe(1200);
    expect(expectedBytes(new Headers({ 'Content-Length': '1200', 'Content-Encoding': 'gzip' }))).toBeUndefined();
    expect(expectedBytes(new Headers({ 'Content-Length': 'abc' }))).toBeUndefined();
    expect(expectedBytes(new Headers({ 'Content-Length': '0' }))).toBeUndefined();
    expect(expectedBytes(new Headers())).toBeUndefined();
  });

  it('gives a percentage only for a known, consistent total', () => {
    expect(progressPercent({ loaded: 50, total: 200 })).toBe(25);
    expect(progressPercent({ loaded: 200, total: 200 })).toBe(100);
    expect(progressPercent({ loaded: 10, total: undefined })).toBeUndefined();
    expect(progressPercent({ loaded: 300, total: 200 })).toBeUndefined();
  });

  it('reads the body chunk by chunk and reports each step', async () => {
    const res = new Response(streamOf(['id,title\n', '1,a\n', '2,b\n']), {
      headers: { 'Content-Type': 'text/csv', 'Content-Length': '17' },
    });
    const seen: TTransferProgress[] = [];
    const blob = await readBodyWithProgress(res, (p) => seen.push(p));
    expect(await blob.text()).toBe('id,title\n1,a\n2,b\n');
    expect(blob.type).toBe('text/csv');
    expect(seen.map((p) => p.loaded)).toEqual([0, 9, 13, 17]);
    expect(seen.every((p) => p.total === 17)).toBe(true);
  });
});
