// Finds the Debian tools the tests use — Chromium for the browser tests, ffmpeg for the
// simulator's H.264 stream — installing them with apt-get when we are root. Never downloads a
// build of its own.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export function chromiumPath() {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

function aptInstall(pkg, isThere, what) {
  if (isThere()) return;
  if (process.getuid?.() !== 0) throw new Error(`${what} is missing. Install Debian's package: sudo apt-get install -y ${pkg}`);
  console.log(`installing Debian ${pkg} for ${what}…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  try {
    execFileSync('apt-get', ['install', '-y', '-qq', pkg], { stdio: 'inherit', env });
  } catch {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', pkg], { stdio: 'inherit', env });
  }
  if (!isThere()) throw new Error(`apt-get installed ${pkg} but ${what} is still missing`);
}

export function ensureChromium() {
  const bin = chromiumPath();
  aptInstall('chromium', () => existsSync(bin), `Chromium at ${bin} (or set CHROMIUM_PATH)`);
  return bin;
}

export function ensureFfmpeg() {
  aptInstall('ffmpeg', () => spawnSync('ffmpeg', ['-version']).status === 0, 'ffmpeg (the simulator’s H.264 encoder)');
}
