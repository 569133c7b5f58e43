import request from 'supertest';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeAudio } from '../test/fake-audio';
import { clipByTitle, createTestServer, type TestServer } from '../test/harness';

let server: TestServer;
afterEach(() => server.close());

describe('the JSON error handler', () => {
  it('answers an unknown route with 404 {detail}', async () => {
    server = await createTestServer({ seed: false });
    const res = await request(server.app).get('/api/nowhere');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: 'Not found.' });
  });

  it('answers a malformed JSON body with 400 {detail}', async () => {
    server = await createTestServer({ seed: false });
    const res = await request(server.app)
      .post('/api/auth/dev-login')
      .set('Content-Type', 'application/json')
      .send('{"handle":');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail: 'Malformed JSON body.' });
  });

  it('answers an unexpected error with 500 {detail}, no stack trace, and logs it', async () => {
    const logged: string[] = [];
    const audio = fakeAudio();
    audio.waveform = () => Promise.reject(new Error('engine exploded'));
    server = await createTestServer({
      audio,
      logger: pino({ level: 'error' }, { write: (line: string) => logged.push(line) }),
    });
    const res = await server.call('getWaveformAggregates', {
      params: { clip_id: clipByTitle(server, 'Midnight Line') },
      anyStatus: true,
    });
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ detail: 'Internal server error.' });
    expect(JSON.stringify(res.body)).not.toContain('engine exploded');
    expect(logged.join('\n')).toContain('engine exploded');
  });

  it('allows cross-origin requests from the dev server', async () => {
    server = await createTestServer({ seed: false });
    const res = await request(server.app)
      .options('/api/session')
      .set('Origin', 'http://localhost:5173')
      .set('Access-Control-Request-Method', 'GET');
    expect(res.status).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:5173');
  });
});
