// Browser checks run in Debian's chromium. The README's test command installs everything on a fresh
// machine, so when chromium is missing and we may use apt (root), it is installed here.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return { ok: true };
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    return {
      ok: false,
      reason: `No chromium at ${CHROMIUM_PATH}. Install it (sudo apt-get install -y chromium) or set CHROMIUM_PATH.`,
    };
  }
  console.log('Installing Debian chromium for the browser checks (apt-get)...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', 'chromium'], { stdio: 'inherit', env });
  return existsSync(CHROMIUM_PATH)
    ? { ok: true }
    : { ok: false, reason: 'apt-get did not install chromium' };
}
