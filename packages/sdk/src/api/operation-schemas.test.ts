import { describe, expect, it } from 'vitest';
import { buildPath, MissingPathParamError } from '@cadenza/sdk';
import {
  componentSchemas,
  operations,
  querySchema,
  requestBodySchema,
  responseBodySchema,
} from '@cadenza/sdk/contract';

describe('operations table', () => {
  it('generation is POST /api/generate/v2/ with the GenerateRequest body', () => {
    expect(operations.generate).toMatchObject({ method: 'POST', path: '/api/generate/v2/' });
    expect(requestBodySchema('generate')).toBe(componentSchemas.GenerateRequest);
    expect(requestBodySchema('generateWeb')).toBe(componentSchemas.GenerateRequest);
  });

  it('every named body of every operation has a zod schema', () => {
    for (const [id, op] of Object.entries(operations)) {
      const request = op.request as { contentType: string; schema: string | null } | null;
      if (request?.contentType === 'application/json') {
        expect(requestBodySchema(id as keyof typeof operations), id).not.toBeNull();
      }
      const success = op.success as { contentType: string | null } | null;
      if (success?.contentType === 'application/json') {
        expect(responseBodySchema(id as keyof typeof operations), id).not.toBeNull();
      }
    }
  });

  it('answers no JSON schema for byte and stream responses', () => {
    expect(responseBodySchema('subscribeRealtime')).toBeNull();
  });
});

describe('buildPath', () => {
  it('fills and encodes path parameters', () => {
    expect(buildPath('getClip', { clip_id: 'a b/c' })).toBe('/api/clip/a%20b%2Fc');
  });

  it('names the missing parameter', () => {
    expect(() => buildPath('getClip')).toThrow(MissingPathParamError);
    expect(() => buildPath('getClip')).toThrow("getClip: usage - missing path parameter 'clip_id'");
  });
});

describe('querySchema', () => {
  it('reads numbers and booleans from query text', () => {
    const parsed = querySchema('getTrashedClips').parse({ page: '2', is_public: 'true' });
    expect(parsed).toMatchObject({ page: 2, is_public: true });
  });

  it('rejects values of the wrong kind', () => {
    expect(querySchema('getTrashedClips').safeParse({ page: 'two' }).success).toBe(false);
  });
});

describe('component schemas validate at runtime', () => {
  it('reject a clip with an unknown status', () => {
    const result = componentSchemas.ClipStatus.safeParse('finished');
    expect(result.success).toBe(false);
  });

  it('accept every clip status of the spec', () => {
    for (const status of ['submitted', 'queued', 'streaming', 'complete', 'error', 'processing']) {
      expect(componentSchemas.ClipStatus.parse(status)).toBe(status);
    }
  });
});
