// The typed client's arguments and results come from schema.gen.ts and the zod schemas.
import { describe, expectTypeOf, it } from 'vitest';
import type { components } from './schema.gen';
import type { ApiClient } from './client';
import type { BodyOf, CallArgs, ResultOf } from './call-types';

declare const client: ApiClient;

describe('typed calls', () => {
  it('a path parameter is required and the result is the validated body', () => {
    expectTypeOf(client.call('getClip', { path: { clip_id: 'a' } })).resolves.toEqualTypeOf<
      components['schemas']['Clip']
    >();
    // @ts-expect-error the path is required
    void client.call('getClip', {});
  });

  it('an operation without required arguments can be called bare', () => {
    expectTypeOf(client.call('getSession')).resolves.toEqualTypeOf<
      components['schemas']['Session']
    >();
  });

  it('a JSON body leaves the fields with a default optional', () => {
    expectTypeOf<{ mv: 'chirp-crow' }>().toMatchTypeOf<BodyOf<'generate'>>();
    expectTypeOf<CallArgs<'trashClips'>>().toMatchTypeOf<{ readonly body: unknown }>();
  });

  it('files are Blobs, the event stream a ReadableStream', () => {
    expectTypeOf<ResultOf<'getClipAudio'>>().toEqualTypeOf<Blob>();
    expectTypeOf<ResultOf<'subscribeRealtime'>>().toEqualTypeOf<ReadableStream<Uint8Array>>();
  });
});
