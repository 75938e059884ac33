// Finds Debian's Chromium for the browser tests, installing it with apt-get when we are root.
// Never downloads a browser build of its own.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export function chromiumPath() {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

export function ensureChromium() {
  const bin = chromiumPath();
  if (existsSync(bin)) return bin;
  const isRoot = process.getuid?.() === 0;
  if (!isRoot) {
    throw new Error(`Chromium not found at ${bin}. Install Debian's package (sudo apt-get install -y chromium) or set CHROMIUM_PATH.`);
  }
  console.log('installing Debian chromium for the browser tests…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  try {
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  } catch {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  }
  if (!existsSync(bin)) throw new Error(`apt-get ran but ${bin} is still missing`);
  return bin;
}
