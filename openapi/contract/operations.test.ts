// Shape rules of the contract that the generated types, the zod schemas and the three
// implementation columns rely on.
import { describe, expect, it } from 'vitest';
import { openapiDocument, operations } from './load';

const isRef = (value: unknown) =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { $ref?: unknown }).$ref === 'string';

const jsonBodies = (op: (typeof operations)[number]) => {
  const bodies: [string, unknown][] = [];
  const request = op.raw.requestBody as
    { content?: Record<string, { schema?: unknown }> } | undefined;
  const requestJson = request?.content?.['application/json']?.schema;
  if (requestJson) bodies.push(['request', requestJson]);
  const responses = (op.raw.responses ?? {}) as Record<
    string,
    { content?: Record<string, { schema?: unknown }> }
  >;
  for (const [status, response] of Object.entries(responses)) {
    const schema = response.content?.['application/json']?.schema;
    if (schema) bodies.push([status, schema]);
  }
  return bodies;
};

describe('operations', () => {
  it('have unique camelCase operationIds', () => {
    const ids = operations.map((op) => op.operationId);
    expect(ids.filter((id) => !/^[a-z][a-zA-Z0-9]*$/.test(id))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('have exactly one tag each', () => {
    expect(operations.filter((op) => op.tags.length !== 1).map((op) => op.operationId)).toEqual([]);
  });

  it('name every JSON body as a component schema, so each has a zod schema', () => {
    const inline = operations.flatMap((op) =>
      jsonBodies(op)
        .filter(([, schema]) => !isRef(schema))
        .map(([where]) => `${op.operationId} ${where}`),
    );
    expect(inline).toEqual([]);
  });

  it('the generation call is POST /api/generate/v2/, also served at /api/generate/v2-web/', () => {
    const generate = operations.filter(
      (op) => op.path === '/api/generate/v2/' || op.path === '/api/generate/v2-web/',
    );
    expect(generate.map((op) => op.method)).toEqual(['POST', 'POST']);
    const bodies = generate.map((op) => JSON.stringify(jsonBodies(op)));
    expect(bodies[0]).toBe(bodies[1]);
  });
});

describe('component schemas', () => {
  it('exist for the entities of the specs', () => {
    const names = Object.keys(openapiDocument.components.schemas);
    for (const entity of [
      'Clip',
      'ClipMetadata',
      'Notification',
      'GenerateRequest',
      'Persona',
      'Playlist',
      'Session',
    ]) {
      expect(names).toContain(entity);
    }
  });
});
