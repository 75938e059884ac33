import yauzl, { type Entry, type ZipFile } from 'yauzl';

/** The file is not an APK we can read: answered as 文件格式错误 (uploads.badFormat). */
export class ApkFormatError extends Error {
  constructor(reason: string, options?: { cause?: unknown }) {
    super(reason, options);
    this.name = 'ApkFormatError';
  }
}

/** An APK opened for reading single entries; `close` releases the file. */
export interface ApkArchive {
  has(name: string): boolean;
  /** The entry's bytes, or null when there is none; refuses entries larger than `maxBytes` unpacked. */
  read(name: string, maxBytes: number): Promise<Buffer | null>;
  close(): void;
}

/**
 * Opens an APK (a zip) with yauzl, which reads the central directory and the entries asked for
 * from the file on disk, so a 500 MB APK costs no more memory than its manifest and resource
 * table. Each entry's declared size is checked before and while it is unpacked (zip bombs).
 */
export async function openApkArchive(file: string): Promise<ApkArchive> {
  let zip: ZipFile;
  try {
    zip = await yauzl.openPromise(file, { lazyEntries: true, autoClose: false, strictFileNames: false });
  } catch (err) {
    throw new ApkFormatError('not a zip archive', { cause: err });
  }
  const entries = new Map<string, Entry>();
  try {
    for await (const entry of zip.eachEntry()) if (!entries.has(entry.fileName)) entries.set(entry.fileName, entry);
  } catch (err) {
    zip.close();
    throw new ApkFormatError('unreadable zip directory', { cause: err });
  }
  return {
    has: (name) => entries.has(name),
    async read(name, maxBytes) {
      const entry = entries.get(name);
      if (!entry) return null;
      if (entry.uncompressedSize > maxBytes) throw new ApkFormatError(`${name} is larger than ${maxBytes} bytes`);
      try {
        const stream = await zip.openReadStreamPromise(entry);
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(chunk as Buffer);
        return Buffer.concat(chunks);
      } catch (err) {
        throw new ApkFormatError(`cannot unpack ${name}`, { cause: err });
      }
    },
    close: () => zip.close(),
  };
}
