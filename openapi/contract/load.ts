// Reads openapi.yaml and spec-calls.yaml into plain lists the contract tests compare.
import { readFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

export interface Operation {
  method: string;
  path: string;
  operationId: string;
  tags: string[];
  extension: boolean;
  raw: Record<string, unknown>;
}

export interface SpecCall {
  method: string;
  path: string;
  source: string;
  text: string;
}

const here = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

export const openapiDocument = parse(readFileSync(here('../openapi.yaml'), 'utf8')) as {
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components: { schemas: Record<string, unknown> };
};

export const operations: Operation[] = Object.entries(openapiDocument.paths).flatMap(
  ([path, item]) =>
    HTTP_METHODS.filter((method) => item[method]).map((method) => {
      const raw = item[method] as Record<string, unknown>;
      return {
        method: method.toUpperCase(),
        path,
        operationId: String(raw.operationId),
        tags: (raw.tags as string[] | undefined) ?? [],
        extension: raw['x-cadenza-extension'] === true,
        raw,
      };
    }),
);

export const specCalls = (
  parse(readFileSync(here('../spec-calls.yaml'), 'utf8')) as { calls: SpecCall[] }
).calls;

/** Paths compare by shape: parameter names may differ between the prose and the contract. */
export const pathShape = (path: string) => path.replace(/\{[^}]+\}/g, '{}');

export const callKey = (call: { method: string; path: string }) =>
  `${call.method.toUpperCase()} ${pathShape(call.path)}`;

/** The spec documents sit beside the repository in ../shared/spec (CI and the team's machines). */
export const specDir = [process.env.CADENZA_SPEC_DIR, here('../../../shared/spec')].find(
  (dir): dir is string => Boolean(dir) && existsSync(dir as string),
);
