import { FRAME_FLAG_KEY, FRAME_HEADER_BYTES, FRAME_KIND, readFrameHeader, type FrameHeader } from '@cloudphone/contract';

export interface StreamFrame extends FrameHeader {
  /** The bytes after the 16-byte header (a view, not a copy). */
  payload: Uint8Array;
  isKey: boolean;
  /** Header + payload, for the bitrate. */
  byteLength: number;
}

/** One binary message of the stream: its header (ARCHITECTURE.md section 5) and payload; null when too short or of an unknown kind. */
export function parseFrame(buffer: ArrayBuffer): StreamFrame | null {
  if (buffer.byteLength < FRAME_HEADER_BYTES) return null;
  const header = readFrameHeader(new DataView(buffer, 0, FRAME_HEADER_BYTES));
  if (!(Object.values(FRAME_KIND) as number[]).includes(header.kind)) return null;
  return {
    ...header,
    payload: new Uint8Array(buffer, FRAME_HEADER_BYTES),
    isKey: (header.flags & FRAME_FLAG_KEY) !== 0,
    byteLength: buffer.byteLength,
  };
}

const hex = (n: number) => n.toString(16).padStart(2, '0');

/**
 * The WebCodecs codec string of an H.264 stream from its avcC record (H264_CONFIG): profile,
 * constraint flags and level are bytes 1–3 ("avc1.42e01f"). Falls back to Baseline 3.1.
 */
export function avcCodecString(avcC: Uint8Array): string {
  if (avcC.length < 4 || avcC[0] !== 1) return 'avc1.42e01f';
  return `avc1.${hex(avcC[1]!)}${hex(avcC[2]!)}${hex(avcC[3]!)}`;
}
