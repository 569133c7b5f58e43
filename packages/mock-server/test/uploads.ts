// Upload helpers for tests: ask for parameters, post the multipart form to the direct-upload
// target (contract-checked), and finish.
import request from 'supertest';
import { expect } from 'vitest';
import { contractProblems, type TestServer, type Who } from './harness';

export async function sendFile(
  server: TestServer,
  url: string,
  fields: Record<string, string>,
  bytes: Uint8Array,
  filename: string,
): Promise<request.Response> {
  let req = request(server.app).post(new URL(url).pathname);
  for (const [name, value] of Object.entries(fields)) req = req.field(name, value);
  const res = await req.attach('file', Buffer.from(bytes), filename);
  expect(contractProblems('uploadDirect', res.status, res.body)).toEqual([]);
  return res;
}

/** Creates, sends and finishes an audio upload; returns its id. */
export async function uploadAudio(
  server: TestServer,
  as: Exclude<Who, null>,
  bytes: Uint8Array,
  filename: string,
): Promise<string> {
  const params = await server.call('createAudioUpload', {
    as,
    body: { extension: filename.split('.').pop() },
  });
  expect(
    (await sendFile(server, params.body.url, params.body.fields, bytes, filename)).status,
  ).toBe(204);
  await server.call('finishAudioUpload', {
    as,
    params: { upload_id: params.body.id },
    body: { upload_type: 'file_upload', upload_filename: filename },
  });
  return params.body.id as string;
}

/** Creates, sends and finishes a video upload; returns its id. */
export async function uploadVideo(
  server: TestServer,
  as: Exclude<Who, null>,
  filename = 'clip.mp4',
  type = 'hook',
): Promise<string> {
  const params = await server.call('createVideoUpload', { as, body: { extension: 'mp4' } });
  await sendFile(
    server,
    params.body.url,
    params.body.fields,
    Uint8Array.from([0, 0, 0, 24, 102, 116, 121, 112]),
    filename,
  );
  await server.call('finishVideoUpload', {
    as,
    params: { upload_id: params.body.id },
    body: {
      upload_type: 'file_upload',
      upload_filename: filename,
      video_upload_type: type,
      fail_task_on_moderation: true,
    },
  });
  return params.body.id as string;
}

/** Creates and sends an image upload, then calls its finish; returns the id and the answer. */
export async function uploadImage(
  server: TestServer,
  as: Exclude<Who, null>,
  bytes: Uint8Array,
  filename: string,
): Promise<{ id: string; finished: request.Response }> {
  const params = await server.call('createImageUpload', {
    as,
    body: { extension: filename.split('.').pop() },
  });
  expect(
    (await sendFile(server, params.body.url, params.body.fields, bytes, filename)).status,
  ).toBe(204);
  const id = params.body.id as string;
  const finished = await server.call('finishImageUpload', {
    as,
    params: { upload_id: id },
    body: { upload_filename: filename },
  });
  return { id, finished };
}
