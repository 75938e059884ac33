/**
 * Reads the FLV that ffmpeg writes for an H.264 stream. FLV is used because every tag carries its
 * length up front: an access unit is complete the moment its bytes arrive, where a raw Annex B
 * stream is only cut by the next start code, one frame later.
 *
 *   header   'FLV' version flags u32(headerSize), then u32 previousTagSize (0)
 *   tag      type u8, dataSize u24, timestamp u24, timestampExtended u8, streamId u24, data, u32 previousTagSize
 *   video    frameType << 4 | codecId (7 = AVC), AVCPacketType u8 (0 avcC, 1 NAL units), compositionTime s24, payload
 */

const TAG_VIDEO = 9;
const CODEC_AVC = 7;
const FRAME_TYPE_KEY = 1;
const TAG_HEADER_BYTES = 11;

export type FlvVideo =
  /** The AVCDecoderConfigurationRecord (avcC). */
  | { kind: 'config'; description: Buffer }
  /** One access unit: NAL units prefixed by their lengths (AVCC). */
  | { kind: 'frame'; data: Buffer; isKey: boolean };

export class FlvReader {
  private buffer: Buffer = Buffer.alloc(0);
  private headerRead = false;

  /** Feeds bytes as they arrive; returns the video messages they complete, in order. */
  push(chunk: Buffer): FlvVideo[] {
    this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk;
    const out: FlvVideo[] = [];
    if (!this.headerRead) {
      if (this.buffer.length < 9) return out;
      if (this.buffer.toString('latin1', 0, 3) !== 'FLV') throw new Error('not an FLV stream');
      const headerSize = this.buffer.readUInt32BE(5);
      if (this.buffer.length < headerSize + 4) return out;
      this.buffer = this.buffer.subarray(headerSize + 4);
      this.headerRead = true;
    }
    while (this.buffer.length >= TAG_HEADER_BYTES) {
      const type = this.buffer.readUInt8(0) & 0x1f;
      const size = this.buffer.readUIntBE(1, 3);
      const total = TAG_HEADER_BYTES + size + 4;
      if (this.buffer.length < total) break;
      const data = this.buffer.subarray(TAG_HEADER_BYTES, TAG_HEADER_BYTES + size);
      this.buffer = this.buffer.subarray(total);
      if (type === TAG_VIDEO) {
        const video = readVideo(data);
        if (video) out.push(video);
      }
    }
    // Keep the unread tail in its own memory, not as a view pinning the whole chunk.
    if (this.buffer.length) this.buffer = Buffer.from(this.buffer);
    return out;
  }
}

function readVideo(data: Buffer): FlvVideo | null {
  if (data.length < 5 || (data.readUInt8(0) & 0x0f) !== CODEC_AVC) return null;
  const isKey = data.readUInt8(0) >> 4 === FRAME_TYPE_KEY;
  const packetType = data.readUInt8(1);
  // Copies: the reader's buffer is reused, and frames outlive it in socket queues.
  const payload = Buffer.from(data.subarray(5));
  if (packetType === 0) return { kind: 'config', description: payload };
  if (packetType === 1 && payload.length > 0) return { kind: 'frame', data: payload, isKey };
  return null;
}
