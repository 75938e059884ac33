import type { DeviceFrame, H264Frame } from '../../driver.js';
import type { ScreenSource } from '../screen/screen-stream.js';
import { createH264Encoder, type H264Encoder } from './h264-encoder.js';

/**
 * Turns a screen's raw pictures into one viewer's H.264 stream. Unlike JPEG, each viewer has its
 * own encoder: access units depend on the ones before, which only that viewer has received.
 */
export function createH264Renderer(source: ScreenSource) {
  let encoder: H264Encoder | null = null;

  const drop = () => {
    encoder?.close();
    encoder = null;
  };

  return {
    async render(maxSize: number, fps: number): Promise<{ version: number; frame: DeviceFrame }> {
      const { version, frame } = await source.raw(maxSize);
      if (!encoder || encoder.width !== frame.width || encoder.height !== frame.height) {
        drop();
        encoder = createH264Encoder({ width: frame.width, height: frame.height, fps });
      }
      const used = encoder;
      try {
        const unit = await used.encode(frame.rgba);
        const { rgba: _rgba, ...info } = frame;
        const h264: H264Frame = { ...info, codec: 'h264', description: unit.description, data: unit.data, isKey: unit.isKey };
        return { version, frame: h264 };
      } catch (error) {
        // A dead encoder is replaced on the next picture, which then starts with a key frame.
        if (encoder === used) drop();
        throw error;
      }
    },
    /** A fresh encoder's first access unit is a key frame. */
    requestKeyFrame: drop,
    close: drop,
  };
}
