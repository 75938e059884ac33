// Parses an APK's binary manifest and resource table with node-apk, in a worker thread that the
// caller bounds in time and memory (apk-parser.ts): these parsers walk untrusted binary input,
// and a crafted file can make them loop or allocate without end. Plain JavaScript, so the same
// file runs from the sources and beside the server bundle (scripts/build.mjs copies it).
import { Buffer } from 'node:buffer';
import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';

const require = createRequire(import.meta.url);
const { Manifest, Resources, XmlElement } = require('node-apk');
// node-apk's parsers take its Source (a cursor over a buffer), which its index does not export.
const Source = require('node-apk/build/lib/source.js').default;

/** Every value a resource id has (one per configuration), the default configuration's first. */
function resolveAll(resources, value) {
  if (typeof value !== 'number') return value === undefined || value === null ? [] : [value];
  if (!resources) return [];
  const found = resources.resolve(value);
  return [...found.filter((r) => !r.locale), ...found.filter((r) => r.locale)].map((r) => r.value);
}

const { manifest: manifestBytes, resources: resourceBytes } = workerData;
const manifest = new Manifest(new XmlElement(new Source(Buffer.from(manifestBytes))));
const resources = resourceBytes ? new Resources(new Source(Buffer.from(resourceBytes))) : null;
const application = manifest.raw.children.application?.[0]?.attributes ?? {};
const firstString = (values) => values.find((v) => typeof v === 'string') ?? null;

parentPort.postMessage({
  packageName: manifest.package ?? null,
  versionCode: manifest.versionCode,
  versionName: firstString(resolveAll(resources, manifest.raw.attributes.versionName)),
  label: firstString(resolveAll(resources, application.label)),
  iconPaths: resolveAll(resources, application.icon).filter((v) => typeof v === 'string'),
});
