import { FRAME_FLAG_KEY, FRAME_HEADER_BYTES, FRAME_KIND, writeFrameHeader, type FrameConfig, type FrameHeader } from '@cloudphone/contract';
import { isH264, type DeviceFrame, type H264Frame, type JpegFrame } from '../../devices/driver.js';

/** One binary message of the stream: the 16-byte header, then the payload. */
export function framePacket(header: FrameHeader, payload: Uint8Array): Buffer {
  const packet = Buffer.allocUnsafe(FRAME_HEADER_BYTES + payload.byteLength);
  writeFrameHeader(new DataView(packet.buffer, packet.byteOffset, FRAME_HEADER_BYTES), header);
  packet.set(payload, FRAME_HEADER_BYTES);
  return packet;
}

export const configOf = (frame: DeviceFrame): FrameConfig => ({
  codec: isH264(frame) ? 'h264' : 'jpeg',
  width: frame.width,
  height: frame.height,
  rotation: frame.rotation,
});

export const sameConfig = (a: FrameConfig | null, b: FrameConfig) =>
  a !== null && a.codec === b.codec && a.width === b.width && a.height === b.height && a.rotation === b.rotation;

/** The CONFIG message that precedes the first picture and any change of size or rotation. */
export const configPacket = (frame: DeviceFrame, slot = 0) =>
  framePacket(
    { kind: FRAME_KIND.config, flags: 0, slot, seq: frame.seq, capturedAt: frame.capturedAt },
    Buffer.from(JSON.stringify(configOf(frame))),
  );

/** A picture: every JPEG stands alone, so each is a key frame. */
export const jpegPacket = (frame: JpegFrame, slot = 0) =>
  framePacket({ kind: FRAME_KIND.jpeg, flags: FRAME_FLAG_KEY, slot, seq: frame.seq, capturedAt: frame.capturedAt }, frame.jpeg);

/** H264_CONFIG: the avcC record the browser configures its decoder with; sent before the first access unit and when it changes. */
export const h264ConfigPacket = (frame: H264Frame, slot = 0) =>
  framePacket({ kind: FRAME_KIND.h264Config, flags: 0, slot, seq: frame.seq, capturedAt: frame.capturedAt }, frame.description);

/** H264_AU: one access unit (AVCC), flagged when it is a key frame. */
export const h264AuPacket = (frame: H264Frame, slot = 0) =>
  framePacket(
    { kind: FRAME_KIND.h264Au, flags: frame.isKey ? FRAME_FLAG_KEY : 0, slot, seq: frame.seq, capturedAt: frame.capturedAt },
    frame.data,
  );

/** A full-resolution still answering a `screenshot` input; `seq` is that input's. */
export const screenshotPacket = (jpeg: Buffer, seq: number, capturedAt: number) =>
  framePacket({ kind: FRAME_KIND.screenshot, flags: FRAME_FLAG_KEY, seq, capturedAt }, jpeg);
