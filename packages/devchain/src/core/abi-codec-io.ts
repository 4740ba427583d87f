import type { ABIEncoder } from '@wharfkit/antelope'

/**
 * The bytes under the compiled ABI codec (`abi-codec.ts`): a reader and a writer that work as
 * wharfkit's `ABIDecoder` and `ABIEncoder` do (varuint32 lengths, little endian), and the signal
 * by which the codec's fast path gives a value or type back to wharfkit's serializer.
 */

/** The fast path cannot handle this value or data: the caller uses wharfkit's serializer instead. */
export const GIVE_UP: unique symbol = Symbol('abi-codec: give up')

export function giveUp(): never {
  throw GIVE_UP
}

/** A buffer of each length up to 8 bytes, for `Reader.copy`. */
const COPIES = Array.from({ length: 9 }, (_, n) => new Uint8Array(n))

/** Eight bytes to read wider numbers through (no view per input). */
const scratch = new Uint8Array(8)
const scratchView = new DataView(scratch.buffer)

/** One decoding's input. Reading past the end gives up (the serializer then reports it). */
export class Reader {
  pos = 0
  constructor(readonly array: Uint8Array) {}

  canRead(): boolean {
    return this.pos < this.array.length
  }

  byte(): number {
    if (this.pos >= this.array.length) giveUp()
    return this.array[this.pos++] as number
  }

  /**
   * The next `width` (1, 2, 4 or 8) bytes in a buffer of that length that the next call reuses: for
   * a reader that copies them at once (a big number), with no view to allocate.
   */
  copy(width: number): Uint8Array {
    const at = this.need(width)
    const out = COPIES[width] as Uint8Array
    for (let i = 0; i < width; i++) out[i] = this.array[at + i] as number
    return out
  }

  /** The next `length` bytes, a view into the input (as `ABIDecoder.readArray`). */
  take(length: number): Uint8Array {
    const end = this.pos + length
    if (end > this.array.length) giveUp()
    const out = this.array.subarray(this.pos, end)
    this.pos = end
    return out
  }

  private need(width: number): number {
    const at = this.pos
    if (at + width > this.array.length) giveUp()
    this.pos = at + width
    return at
  }

  /** The next `width` bytes copied into `scratch`, to read through `scratchView`. */
  private toScratch(width: number): DataView {
    const at = this.need(width)
    const a = this.array
    for (let i = 0; i < width; i++) scratch[i] = a[at + i] as number
    return scratchView
  }

  u16(): number {
    const at = this.need(2)
    const a = this.array
    return (a[at] as number) | ((a[at + 1] as number) << 8)
  }

  i16(): number {
    return (this.u16() << 16) >> 16
  }

  u32(): number {
    return this.i32() >>> 0
  }

  i32(): number {
    const at = this.need(4)
    const a = this.array
    return (
      (a[at] as number) |
      ((a[at + 1] as number) << 8) |
      ((a[at + 2] as number) << 16) |
      ((a[at + 3] as number) << 24)
    )
  }

  u64(): bigint {
    return this.toScratch(8).getBigUint64(0, true)
  }

  i64(): bigint {
    return this.toScratch(8).getBigInt64(0, true)
  }

  /** A uint64 as a number when below 2^32 (most counters and ids), else undefined (pos unchanged). */
  smallU64(): number | undefined {
    const at = this.pos
    const a = this.array
    if (at + 8 > a.length) giveUp()
    if (
      ((a[at + 4] as number) |
        (a[at + 5] as number) |
        (a[at + 6] as number) |
        (a[at + 7] as number)) !==
      0
    ) {
      return undefined
    }
    const v = this.u32()
    this.pos += 4
    return v
  }

  float(width: 4 | 8): number {
    const view = this.toScratch(width)
    return width === 4 ? view.getFloat32(0, true) : view.getFloat64(0, true)
  }

  varuint32(): number {
    let v = 0
    let bit = 0
    for (;;) {
      const b = this.byte()
      v |= (b & 0x7f) << bit
      bit += 7
      if (!(b & 0x80)) break
    }
    return v >>> 0
  }

  private static readonly utf8 = new TextDecoder('utf-8', { fatal: true })

  /** A string: ASCII directly, anything else through a strict UTF-8 decoder (as the serializer's). */
  string(): string {
    const length = this.varuint32()
    const start = this.pos
    const end = start + length
    if (end > this.array.length) giveUp()
    if (length <= 64) {
      // ASCII, read in place: each byte is its character.
      const a = this.array
      let s = ''
      let i = start
      for (; i < end; i++) {
        const c = a[i] as number
        if (c >= 0x80) break
        s += String.fromCharCode(c)
      }
      if (i === end) {
        this.pos = end
        return s
      }
    }
    return Reader.utf8.decode(this.take(length))
  }
}

/**
 * The encoding buffer. It has the writing methods of wharfkit's `ABIEncoder` (whose own are
 * private to TypeScript), so wharfkit's objects encode themselves into it (`toABI`) as they would
 * into the serializer's.
 */
export class Writer {
  array = new Uint8Array(4096)
  data = new DataView(this.array.buffer)
  pos = 0
  /** `ABIEncoder` has it, so an object's `toABI` may look at it; nothing here sets it. */
  readonly metadata: Record<string, unknown> = {}
  private readonly text = new TextEncoder()

  ensure(bytes: number): void {
    if (this.pos + bytes <= this.array.length) return
    const next = new Uint8Array(Math.max(this.array.length * 2, this.pos + bytes))
    next.set(this.array.subarray(0, this.pos))
    this.array = next
    this.data = new DataView(next.buffer)
  }

  writeByte(b: number): void {
    this.ensure(1)
    this.array[this.pos++] = b
  }

  writeArray(bytes: ArrayLike<number>): void {
    const n = bytes.length
    this.ensure(n)
    if (n > 16 && bytes instanceof Uint8Array) this.array.set(bytes, this.pos)
    else for (let i = 0; i < n; i++) this.array[this.pos + i] = bytes[i] as number
    this.pos += n
  }

  writeFloat(value: number, byteWidth: number): void {
    this.ensure(byteWidth)
    if (byteWidth === 4) this.data.setFloat32(this.pos, value, true)
    else if (byteWidth === 8) this.data.setFloat64(this.pos, value, true)
    else throw new Error('Invalid float size')
    this.pos += byteWidth
  }

  /** An integer of up to 32 bits, little endian (the caller checked its range). */
  writeSmallInt(value: number, width: number): void {
    this.ensure(width)
    let x = value
    for (let i = 0; i < width; i++) {
      this.array[this.pos++] = x & 0xff
      x >>= 8
    }
  }

  /** An integer 0 ≤ v < 2^53 in 8 bytes, little endian (the caller checked its range). */
  writeUint53(v: number): void {
    this.ensure(8)
    const lo = v % 4_294_967_296
    this.data.setUint32(this.pos, lo, true)
    this.data.setUint32(this.pos + 4, (v - lo) / 4_294_967_296, true)
    this.pos += 8
  }

  /** Two's complement of `v` in 8 bytes, little endian (the caller checked its range). */
  writeInt64(v: bigint): void {
    this.ensure(8)
    this.data.setBigUint64(this.pos, BigInt.asUintN(64, v), true)
    this.pos += 8
  }

  writeVaruint32(value: number): void {
    this.ensure(5)
    let v = value >>> 0
    while (v >>> 7) {
      this.array[this.pos++] = 0x80 | (v & 0x7f)
      v >>>= 7
    }
    this.array[this.pos++] = v
  }

  writeVarint32(v: number): void {
    this.writeVaruint32((v << 1) ^ (v >> 31))
  }

  writeString(s: string): void {
    const n = s.length
    if (n < 128) {
      // ASCII: one byte per character, the length in one byte.
      this.ensure(n + 1)
      const start = this.pos
      let ascii = true
      for (let i = 0; i < n; i++) {
        const c = s.charCodeAt(i)
        if (c >= 0x80) {
          ascii = false
          break
        }
        this.array[start + 1 + i] = c
      }
      if (ascii) {
        this.array[start] = n
        this.pos = start + 1 + n
        return
      }
    }
    const bytes = this.text.encode(s)
    this.writeVaruint32(bytes.length)
    this.writeArray(bytes)
  }

  getData(): Uint8Array {
    return this.array.subarray(0, this.pos)
  }

  /** This writer as the `ABIEncoder` a wharfkit object's `toABI` takes (it calls the methods above). */
  get asEncoder(): ABIEncoder {
    return this as unknown as ABIEncoder
  }
}
