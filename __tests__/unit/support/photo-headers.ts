/**
 * Tiny photo files whose headers claim a size (a few dozen bytes can claim 30,000 × 30,000 pixels): a PNG and a JPEG
 * valid up to their image data (sharp reads their size from them), and a WebP's VP8X header.
 */
import zlib from "zlib"

/** A PNG chunk: length, type, data, CRC. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, "latin1"), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(zlib.crc32(body))
  return Buffer.concat([length, body, crc])
}

/** Signature, IHDR (8-bit RGB), an empty IDAT and IEND: 65 bytes. */
export function pngClaiming(width: number, height: number): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8
  header[9] = 2
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", zlib.deflateSync(Buffer.alloc(0))),
    pngChunk("IEND", Buffer.alloc(0)),
  ])
}

/** A JPEG segment: marker, length, data. */
function jpegSegment(marker: number, data: Buffer): Buffer {
  const length = Buffer.alloc(2)
  length.writeUInt16BE(data.length + 2)
  return Buffer.concat([Buffer.from([0xff, marker]), length, data])
}

/**
 * SOI, JFIF, `padding` bytes of APP15 segments (as a camera's EXIF and previews push the frame header back), a
 * quantisation table, the frame header (SOF0, 3 components) with height and width, a scan header and EOI.
 */
export function jpegClaiming(width: number, height: number, padding = 0): Buffer {
  const filler: Buffer[] = []
  for (let left = padding; left > 0; left -= 65533) filler.push(jpegSegment(0xef, Buffer.alloc(Math.min(left, 65533))))
  const frame = Buffer.from([
    8,
    height >> 8,
    height & 0xff,
    width >> 8,
    width & 0xff,
    3,
    1,
    0x22,
    0,
    2,
    0x11,
    1,
    3,
    0x11,
    1,
  ])
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    jpegSegment(0xe0, Buffer.from("JFIF\0\x01\x01\0\0\x01\0\x01\0\0", "latin1")),
    ...filler,
    jpegSegment(0xdb, Buffer.concat([Buffer.from([0]), Buffer.alloc(64, 1)])),
    jpegSegment(0xc0, frame),
    jpegSegment(0xda, Buffer.from([3, 1, 0, 2, 0x11, 3, 0x11, 0, 63, 0])),
    Buffer.from([0, 0, 0xff, 0xd9]),
  ])
}

/** RIFF, WEBP and a VP8X chunk with the canvas's width and height (no image data: libwebp calls it corrupt). */
export function webpClaiming(width: number, height: number): Buffer {
  const extended = Buffer.alloc(10)
  extended.writeUIntLE(width - 1, 4, 3)
  extended.writeUIntLE(height - 1, 7, 3)
  const chunk = Buffer.concat([Buffer.from("VP8X"), Buffer.from([10, 0, 0, 0]), extended])
  const size = Buffer.alloc(4)
  size.writeUInt32LE(4 + chunk.length)
  return Buffer.concat([Buffer.from("RIFF"), size, Buffer.from("WEBP"), chunk])
}
