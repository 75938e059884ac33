import { Worker } from 'node:worker_threads';
import { PACKAGE_NAME_PATTERN, type ApkInfo } from '@cloudphone/contract';
import { ApkFormatError, openApkArchive, type ApkArchive } from './apk-archive.js';

/** Real manifests are a few KB to a few hundred; resource tables of big apps a few MB. */
const MANIFEST_MAX = 4 * 1024 * 1024;
const RESOURCES_MAX = 64 * 1024 * 1024;
const ICON_MAX = 1024 * 1024;
/** How long, and with how much memory, node-apk may chew on one APK before it counts as malformed. */
const PARSE_TIMEOUT_MS = 10_000;
const PARSE_HEAP_MB = 256;

/** What the worker reads out of the manifest and resource table (apk-parse-worker.mjs). */
interface Parsed {
  packageName: string | null;
  versionCode: number;
  versionName: string | null;
  label: string | null;
  iconPaths: string[];
}

function parseInWorker(manifest: Buffer, resources: Buffer | null, timeoutMs: number): Promise<Parsed> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./apk-parse-worker.mjs', import.meta.url), {
      workerData: { manifest, resources },
      resourceLimits: { maxOldGenerationSizeMb: PARSE_HEAP_MB, maxYoungGenerationSizeMb: 32 },
      stdout: true,
      stderr: true,
    });
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      fn();
      void worker.terminate();
    };
    const timer = setTimeout(() => settle(() => reject(new ApkFormatError('parsing took too long'))), timeoutMs);
    worker.once('message', (parsed: Parsed) => settle(() => resolve(parsed)));
    worker.once('error', (err) => settle(() => reject(new ApkFormatError('unreadable manifest or resources', { cause: err }))));
    worker.once('exit', (code) => settle(() => reject(new ApkFormatError(`parser exited with ${code}`))));
  });
}

/** Screen density of a resource folder (`res/mipmap-xhdpi-v4/…` → 320); 160 when it names none. */
function densityOf(path: string): number {
  const qualifier = /-(ldpi|mdpi|tvdpi|hdpi|xhdpi|xxhdpi|xxxhdpi)(-|\/)/.exec(path)?.[1];
  const dpi: Record<string, number> = { ldpi: 120, mdpi: 160, tvdpi: 213, hdpi: 240, xhdpi: 320, xxhdpi: 480, xxxhdpi: 640 };
  return qualifier ? dpi[qualifier]! : 160;
}

/**
 * The launcher icon worth showing: a bitmap (adaptive icons are XML drawings a launcher composes,
 * so their bitmap fallbacks are used), at xhdpi or the nearest density above (96-144 px, sharp
 * on the simulator's launcher without shipping the largest), else the densest there is.
 */
export function pickIconPath(paths: readonly string[]): string | null {
  const bitmaps = paths.filter((p) => /\.(png|webp|jpe?g)$/i.test(p)).sort((a, b) => densityOf(a) - densityOf(b));
  return bitmaps.find((p) => densityOf(p) >= 320) ?? bitmaps.at(-1) ?? null;
}

/** The image type of an icon's bytes, by their signature; null when it is none we show. */
export function imageType(bytes: Buffer): 'image/png' | 'image/webp' | 'image/jpeg' | null {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'image/webp';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}

async function readIcon(archive: ApkArchive, paths: readonly string[]): Promise<string | undefined> {
  const path = pickIconPath(paths);
  const bytes = path ? await archive.read(path, ICON_MAX).catch(() => null) : null;
  const type = bytes && imageType(bytes);
  // A missing or odd icon does not make the APK invalid: the launcher draws a letter instead.
  return type ? `data:${type};base64,${bytes.toString('base64')}` : undefined;
}

/**
 * Reads what an APK says about itself: package name, label (its string resource resolved, default
 * language), version and launcher icon. Anything that is not a readable APK (not a zip, no
 * manifest, a manifest that does not parse or names no valid package) is an ApkFormatError.
 */
export async function parseApk(file: string, { timeoutMs = PARSE_TIMEOUT_MS } = {}): Promise<ApkInfo> {
  const archive = await openApkArchive(file);
  try {
    const manifest = await archive.read('AndroidManifest.xml', MANIFEST_MAX);
    if (!manifest) throw new ApkFormatError('no AndroidManifest.xml');
    const parsed = await parseInWorker(manifest, await archive.read('resources.arsc', RESOURCES_MAX), timeoutMs);
    const packageName = parsed.packageName ?? '';
    if (!PACKAGE_NAME_PATTERN.test(packageName)) throw new ApkFormatError('the manifest names no valid package');
    const icon = await readIcon(archive, parsed.iconPaths);
    return {
      packageName,
      label: parsed.label?.trim() || packageName,
      versionName: parsed.versionName ?? '',
      versionCode: Number.isSafeInteger(parsed.versionCode) && parsed.versionCode >= 0 ? parsed.versionCode : 0,
      ...(icon ? { icon } : {}),
    };
  } finally {
    archive.close();
  }
}
