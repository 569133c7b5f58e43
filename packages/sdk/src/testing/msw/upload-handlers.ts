/**
 * Stateful MSW handlers for the upload flows, as the mock server runs them: upload parameters
 * pointing at the direct-upload target of the same origin, the multipart upload (signature
 * checked), finish, then the status on the state's clock (audio: uploading, initializing,
 * complete after MOCK_UPLOAD_PROCESSING_MS, vocals_detected for a file named with 'vocal';
 * video: processing, complete after MOCK_VIDEO_UPLOAD_PROCESSING_MS), and clip initialisation
 * that stores a complete upload clip. An image upload's (extension) finish call answers the s3 id
 * and URL at once.
 */
import { HttpResponse } from 'msw';
import {
  type components,
  MOCK_UPLOAD_PROCESSING_MS,
  MOCK_VIDEO_UPLOAD_PROCESSING_MS,
  type OperationId,
  UPLOAD_MESSAGES,
} from '@cadenza/sdk';
import { makeClip } from '../factories';
import type { MockState } from './state';
import type { StatefulContext, StatefulResolver } from './stateful-context';

type Schemas = components['schemas'];

interface MockUpload {
  readonly id: string;
  readonly kind: 'audio' | 'video' | 'image';
  readonly signature: string;
  filename: string | null;
  size: number | null;
  finishedAt: number | null;
  clipId: string | null;
}

const uploadsOf = new WeakMap<MockState, Map<string, MockUpload>>();
const uploads = (state: MockState) => {
  let map = uploadsOf.get(state);
  if (!map) {
    map = new Map();
    uploadsOf.set(state, map);
  }
  return map;
};

const json = <T>(value: T) => HttpResponse.json(value as never);
const fail = (status: number, detail: string) => HttpResponse.json({ detail }, { status });

function found(ctx: StatefulContext, kind?: MockUpload['kind']): MockUpload | Response {
  const upload = uploads(ctx.state).get(String(ctx.params.upload_id ?? ''));
  return upload && (kind === undefined || upload.kind === kind)
    ? upload
    : fail(404, 'Upload not found.');
}

const parameters =
  (kind: MockUpload['kind']): StatefulResolver =>
  (ctx) => {
    const map = uploads(ctx.state);
    const id = `${kind}-upload-${map.size + 1}`;
    const signature = `sig-${id}`;
    map.set(id, {
      id,
      kind,
      signature,
      filename: null,
      size: null,
      finishedAt: null,
      clipId: null,
    });
    return json<Schemas['UploadParameters']>({
      id,
      url: `${new URL(ctx.request.url).origin}/api/uploads/direct/${id}`,
      fields: { key: id, signature },
    });
  };

/** The upload of the path once sent and not finished, now finished; or the failure. */
function finishing(ctx: StatefulContext, kind: MockUpload['kind']): MockUpload | Response {
  const upload = found(ctx, kind);
  if (upload instanceof Response) return upload;
  if (upload.size === null) return fail(400, 'Upload the file before finishing.');
  if (upload.finishedAt !== null) return fail(400, 'This upload is already finished.');
  upload.finishedAt = ctx.state.clock.now();
  upload.filename = (ctx.body as { upload_filename: string }).upload_filename;
  return upload;
}

const finish =
  (kind: MockUpload['kind'], status: string): StatefulResolver =>
  (ctx) => {
    const upload = finishing(ctx, kind);
    return upload instanceof Response ? upload : json({ success: true, status });
  };

const elapsed = (ctx: StatefulContext, upload: MockUpload, ms: number) =>
  upload.finishedAt !== null && ctx.state.clock.now() - upload.finishedAt >= ms;

const audioStatus = (ctx: StatefulContext, upload: MockUpload): Schemas['UploadStatus'] => {
  if (upload.finishedAt === null) return 'uploading';
  if (!elapsed(ctx, upload, MOCK_UPLOAD_PROCESSING_MS)) return 'initializing';
  return /vocal/i.test(upload.filename ?? '') ? 'vocals_detected' : 'complete';
};

const titleOf = (upload: MockUpload) =>
  (upload.filename ?? '').replace(/\.[^.]+$/, '').trim() || UPLOAD_MESSAGES.untitledSong;

/** Stores a complete upload clip once the upload is usable (complete or vocals detected). */
function initialize(ctx: StatefulContext): Response {
  const upload = found(ctx, 'audio');
  if (upload instanceof Response) return upload;
  const status = audioStatus(ctx, upload);
  if (status !== 'complete' && status !== 'vocals_detected')
    return fail(400, `The upload is ${status}, not ready to use.`);
  if (!upload.clipId) {
    const clip = makeClip({
      id: `clip-${upload.id}`,
      status: 'complete',
      title: titleOf(upload),
      metadata: { type: 'upload', has_vocal: status === 'vocals_detected' },
    });
    ctx.state.putClips([clip]);
    upload.clipId = clip.id;
  }
  return json<Schemas['InitializeUploadClipResponse']>({ clip_id: upload.clipId });
}

export const UPLOAD_STATEFUL: Partial<Record<OperationId, StatefulResolver>> = {
  createAudioUpload: parameters('audio'),
  createVideoUpload: parameters('video'),
  createImageUpload: parameters('image'),
  uploadDirect: async (ctx) => {
    const upload = found(ctx);
    if (upload instanceof Response) return upload;
    const form = await ctx.request.formData();
    if (form.get('signature') !== upload.signature) return fail(400, 'Bad upload signature.');
    const file = form.get('file');
    if (!(file instanceof Blob)) return fail(400, 'No file in the upload.');
    upload.size = file.size;
    return new HttpResponse(null, { status: 204 });
  },
  finishAudioUpload: finish('audio', 'initializing'),
  finishVideoUpload: finish('video', 'processing'),
  finishImageUpload: (ctx) => {
    const upload = finishing(ctx, 'image');
    if (upload instanceof Response) return upload;
    return json<Schemas['FinishImageUploadResponse']>({
      s3_id: upload.id,
      image_url: `${new URL(ctx.request.url).origin}/media/uploads/${upload.id}`,
    });
  },
  getAudioUpload: (ctx) => {
    const upload = found(ctx, 'audio');
    if (upload instanceof Response) return upload;
    const status = audioStatus(ctx, upload);
    return json<Schemas['Upload']>({
      id: upload.id,
      status,
      error_message: null,
      clip_id: upload.clipId,
      title: titleOf(upload),
      has_vocal: status === 'vocals_detected' ? true : status === 'complete' ? false : null,
    });
  },
  getVideoUpload: (ctx) => {
    const upload = found(ctx, 'video');
    if (upload instanceof Response) return upload;
    const done = elapsed(ctx, upload, MOCK_VIDEO_UPLOAD_PROCESSING_MS);
    return json<Schemas['VideoUpload']>({
      id: upload.id,
      status: done ? 'complete' : 'processing',
      error_message: null,
      s3_id: done ? upload.id : null,
      image_url: null,
      audio_alignment_timestamp: done ? 0 : null,
    });
  },
  initializeUploadClip: (ctx) => initialize(ctx),
  initializeStemMixClip: (ctx) => initialize(ctx),
};
