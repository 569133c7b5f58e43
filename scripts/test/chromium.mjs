// Browser checks run in Debian's chromium, with the fonts the screenshots were made with (DejaVu
// for the UI's system-ui and monospace stacks, Liberation beside it). The README's test command
// installs everything on a fresh machine, so when either is missing and we may use apt (root), it
// is installed here.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const BROWSER_PACKAGES = ['chromium', 'fonts-dejavu-core', 'fonts-liberation'];

function installed(pkg) {
  try {
    const status = execFileSync('dpkg-query', ['-W', '-f=${Status}', pkg], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return status.toString().includes('install ok installed');
  } catch {
    return false;
  }
}

export function ensureChromium() {
  const hasDpkg = existsSync('/usr/bin/dpkg-query');
  const missing = hasDpkg ? BROWSER_PACKAGES.filter((pkg) => !installed(pkg)) : [];
  if (existsSync(CHROMIUM_PATH) && missing.length === 0) return { ok: true };
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !hasDpkg) {
    return {
      ok: existsSync(CHROMIUM_PATH),
      reason: `Missing ${missing.join(', ') || CHROMIUM_PATH}. Install them (sudo apt-get install -y ${BROWSER_PACKAGES.join(' ')}) or set CHROMIUM_PATH.`,
    };
  }
  console.log(`Installing ${missing.join(', ')} for the browser checks (apt-get)...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', ...BROWSER_PACKAGES], { stdio: 'inherit', env });
  return existsSync(CHROMIUM_PATH)
    ? { ok: true }
    : { ok: false, reason: 'apt-get did not install chromium' };
}
