// Reads the workspace's packages (name, folder, scripts) for the test orchestrator.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';

export function workspacePackages(root) {
  const found = [];
  for (const group of ['packages', 'apps']) {
    const dir = join(root, group);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir).sort()) {
      const manifest = join(dir, name, 'package.json');
      if (!existsSync(manifest)) continue;
      const json = JSON.parse(readFileSync(manifest, 'utf8'));
      found.push({ name: json.name, dir: join(group, name), json, library: !json.private });
    }
  }
  return found;
}
