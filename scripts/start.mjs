// `pnpm start`: starts what exists of the product. The mock server and the reference app are not
// built yet, so this serves the API contract (openapi.yaml and a browsable list of its operations).
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const port = Number(process.env.PORT ?? 4010);
const yamlText = readFileSync(
  fileURLToPath(new URL('../openapi/openapi.yaml', import.meta.url)),
  'utf8',
);
const doc = parse(yamlText);
const escape = (s) =>
  String(s).replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c],
  );

const rows = Object.entries(doc.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([method]) => ['get', 'post', 'put', 'delete', 'patch'].includes(method))
    .map(([method, op]) => ({ tag: op.tags?.[0] ?? '', method: method.toUpperCase(), path, op })),
);
const page = `<!doctype html><meta charset="utf-8"><title>Cadenza API contract</title>
<style>body{font:14px system-ui;background:#111;color:#eee;margin:2rem}td{padding:2px 10px}code{color:#9cf}.x{color:#fc6}</style>
<h1>Cadenza</h1><p>The mock server and the reference app are not built yet. This serves the wire contract:
${rows.length} operations in <a href="/openapi.yaml" style="color:#9cf">openapi.yaml</a>.</p><table>
${rows.map((r) => `<tr><td>${escape(r.tag)}</td><td>${r.method}</td><td><code>${escape(r.path)}</code></td><td>${escape(r.op.summary ?? '')}${r.op['x-cadenza-extension'] ? ' <span class="x">(extension)</span>' : ''}</td></tr>`).join('\n')}
</table>`;

createServer((req, res) => {
  if (req.url === '/openapi.yaml') {
    res.writeHead(200, { 'content-type': 'application/yaml; charset=utf-8' }).end(yamlText);
  } else {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
  }
}).listen(port, () => {
  console.log(`Cadenza: the mock server and reference app are not built yet.`);
  console.log(`Serving the API contract (${rows.length} operations) at http://localhost:${port}`);
});
