// Link check of the docs: every relative link of the guide pages, the READMEs and the generated
// API reference must reach a file that exists. Links to this repository on GitHub
// (github.com/cadenza-kit/cadenza/blob|tree/main/...) are checked against the working tree.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const REPO_URL = /^https:\/\/github\.com\/cadenza-kit\/cadenza\/(?:blob|tree)\/main\/([^#?]*)/;

function walk(dir, keep, found = []) {
  if (!existsSync(dir)) return found;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path, keep, found);
    else if (keep(entry.name)) found.push(path);
  }
  return found;
}

/** The file a link points at, or null when it is not checked (external, anchor, mail). */
function target(root, from, link) {
  const repo = REPO_URL.exec(link);
  if (repo) return join(root, decodeURIComponent(repo[1]));
  if (/^[a-z][a-z0-9+.-]*:/i.test(link) || link.startsWith('#') || link.startsWith('//'))
    return null;
  const path = decodeURIComponent(link.split(/[#?]/)[0]);
  return path === '' ? null : resolve(dirname(from), path);
}

function linksOf(file, text) {
  const pattern = file.endsWith('.html') ? /\bhref="([^"]+)"/g : /\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g;
  return [...text.matchAll(pattern)].map((match) => match[1]);
}

/** Every broken link of the given files, as "file: link". */
export function brokenLinks(root, files) {
  const broken = [];
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const link of linksOf(file, text)) {
      const path = target(root, file, link);
      if (path && !existsSync(path)) broken.push(`${relative(root, file)}: ${link}`);
    }
  }
  return broken;
}

/** The Markdown the docs are made of: docs/ (without the generated reference) and the READMEs. */
export function markdownFiles(root) {
  const md = (name) => name.endsWith('.md');
  return [
    join(root, 'README.md'),
    join(root, '.changeset', 'README.md'),
    ...walk(join(root, 'docs'), md).filter((f) => !f.startsWith(join(root, 'docs', 'api'))),
    ...walk(join(root, 'packages'), (name) => name === 'README.md'),
    ...walk(join(root, 'examples'), md),
  ].filter((file) => existsSync(file));
}

export const htmlFiles = (dir) => walk(dir, (name) => name.endsWith('.html'));
