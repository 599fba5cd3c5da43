import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { deflatedRepeats } from '../test/sample-files.js';
import { inflatedBytes } from './bounded-inflation.js';

const KB = 1024;
const MB = 1024 * KB;

/** Hands `packed` over in pieces of `pieceBytes`, as a file is read, and tells how much was taken. */
function source(packed: Buffer, pieceBytes = KB) {
  const read = { bytes: 0 };
  async function* pieces() {
    for (let at = 0; at < packed.length; at += pieceBytes) {
      const piece = packed.subarray(at, at + pieceBytes);
      read.bytes += piece.length;
      yield piece;
    }
  }
  return { pieces: pieces(), read };
}

describe('bounded inflation', () => {
  it('counts what honest data inflates to', async () => {
    const text = Buffer.from('<row><c><v>1</v></c></row>'.repeat(10_000));
    expect(await inflatedBytes(source(deflateRawSync(text)).pieces, text.length)).toBe(text.length);
  });

  it('stops just past the limit, having read and inflated only that much of a bomb', async () => {
    const bomb = deflatedRepeats(300);
    const { pieces, read } = source(bomb);
    const counted = await inflatedBytes(pieces, MB);
    expect(counted).toBeGreaterThan(MB);
    expect(counted).toBeLessThan(MB + 64 * KB);
    // 300 MB are behind about 300 KB: 1 MB takes one of them, plus what the stream reads ahead (16 KB).
    expect(read.bytes).toBeLessThan(bomb.length / 10);
  });

  it('refuses data that is not deflate, or ends early', async () => {
    await expect(inflatedBytes(source(Buffer.alloc(100, 0xff)).pieces, MB)).rejects.toMatchObject({ code: 'Z_DATA_ERROR' });
    const cut = deflateRawSync(Buffer.from('x'.repeat(100_000)));
    await expect(inflatedBytes(source(cut.subarray(0, cut.length - 2)).pieces, MB)).rejects.toMatchObject({ code: 'Z_BUF_ERROR' });
  });

  it('passes on a failure to read', async () => {
    async function* failing(): AsyncGenerator<Buffer> {
      yield deflateRawSync(Buffer.from('x')).subarray(0, 1);
      throw new Error('disk gone');
    }
    await expect(inflatedBytes(failing(), MB)).rejects.toThrow('disk gone');
  });
});
