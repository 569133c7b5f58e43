/**
 * Song Details, connected, against the SDK's MSW handlers in Node on a fake clock (1-generation
 * §5 Song Details, §7 set_metadata, §8 set-metadata error types and lyrics edit; 2-studio §5
 * Photo upload): the changed fields are saved, each set-metadata failure shows its message, the
 * cover goes through 'Upload a Photo' and the image upload to image_s3_id, the video cover
 * through the video upload to video_cover_upload_id, and removals send their flags.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import {
  LYRICS_EDIT_MESSAGES,
  MOCK_VIDEO_UPLOAD_PROCESSING_MS,
  type OperationId,
  SONG_METADATA_MESSAGES,
} from '@cadenza/sdk';
import type { Clip } from '@cadenza/sdk/store';
import { handle, makeClip } from '@cadenza/sdk/testing';
import { renderConnected, serveMock, TEST_BASE as BASE } from '../../testing';
import { COMMON_LABELS, SONG_DETAILS_LABELS as L } from '../labels';
import { PHOTO_UPLOAD_LABELS as P } from '../../uploads/PhotoUploadModal';
import { SongDetails, type SongDetailsUploads } from './SongDetails';

const server = serveMock();

const song = (extra: Partial<Clip> = {}): Clip =>
  makeClip({
    id: 'clip-1',
    title: 'Midnight Drive',
    caption: '',
    model_name: 'chirp-crow',
    image_url: null,
    video_cover_url: null,
    metadata: { prompt: 'la la la', opt_out_video_cover_hook: false },
    ...extra,
  });

/** The JSON bodies the operation at `path` received. */
function bodiesTo(path: string): unknown[] {
  const bodies: unknown[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (new URL(request.url).pathname.endsWith(path)) bodies.push(await request.clone().json());
  });
  return bodies;
}

const answer = (id: OperationId, status: number, body: object) =>
  handle(id, () => HttpResponse.json(body as never, { status }), BASE);

function mount(
  options: {
    clip?: Clip;
    uploads?: SongDetailsUploads;
    handlers?: ReturnType<typeof handle>[];
  } = {},
) {
  const clip = options.clip ?? song();
  const onClose = vi.fn();
  const { clock, state, user } = renderConnected(
    server,
    <SongDetails
      clip={clip}
      open
      onClose={onClose}
      {...(options.uploads ? { uploads: options.uploads } : {})}
    />,
    { clips: [clip], handlers: options.handlers ?? [], user: { applyAccept: false } },
  );
  return { clock, state, onClose, user };
}

const save = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(within(dialogNamed(L.title)).getByRole('button', { name: COMMON_LABELS.save }));

const dialogNamed = (name: string) => screen.getByRole('dialog', { name });

const png = (name = 'holiday.png') => new File([new Uint8Array(32)], name, { type: 'image/png' });
const mp4 = () => new File([new Uint8Array(64)], 'loop.mp4', { type: 'video/mp4' });

/** Picks a photo in Song Details and saves it in 'Upload a Photo'. */
async function uploadPhoto(user: ReturnType<typeof userEvent.setup>, file = png()) {
  await user.upload(screen.getByLabelText(L.uploadImage), file);
  const photo = await screen.findByRole('dialog', { name: P.title });
  expect(within(photo).getByRole('img', { name: P.preview })).toBeInTheDocument();
  await user.click(within(photo).getByRole('button', { name: COMMON_LABELS.save }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: P.title })).toBeNull());
}

describe('saving the changed fields', () => {
  it('sends only the changed title and caption (with its mentions) and closes', async () => {
    const metadata = bodiesTo('/set_metadata/');
    const { user, onClose } = mount();
    const title = screen.getByLabelText(L.songTitle);
    await user.clear(title);
    await user.type(title, 'Dawn Drive');
    await user.type(screen.getByLabelText(L.caption), 'with @sam');
    await save(user);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(metadata).toEqual([
      { title: 'Dawn Drive', caption: 'with @sam', caption_mentions: ['sam'] },
    ]);
  });

  it("changed lyrics go through set_clip_prompt: 'Song lyrics updated successfully.'", async () => {
    const prompt = bodiesTo('/set_clip_prompt/');
    const metadata = bodiesTo('/set_metadata/');
    const { user, onClose } = mount();
    await user.type(screen.getByLabelText(L.lyrics), ' la');
    await save(user);
    expect(await screen.findAllByText(LYRICS_EDIT_MESSAGES.success)).not.toHaveLength(0);
    expect(prompt).toEqual([{ prompt: 'la la la la', model_name: 'chirp-crow' }]);
    expect(metadata).toEqual([]);
    expect(onClose).toHaveBeenCalled();
  });
});

describe('set-metadata error types (1-generation §8)', () => {
  it.each([
    [
      'title_too_long',
      'Title too long.',
      'That title is too long. Please try a shorter title (max 100 characters).',
    ],
    ['text_moderation_error', 'That text did not pass moderation.', null],
    ['caption_moderation_error', 'That caption did not pass moderation.', null],
    ['image_moderation_error', 'That image did not pass moderation.', null],
    ['image_upload_error', 'The image upload could not be found.', null],
    ['video_cover_error', 'The video cover could not be used.', null],
    ['something_else', 'Nope.', SONG_METADATA_MESSAGES.unknown],
  ])('%s shows its message', async (errorType, detail, message) => {
    const { user, onClose } = mount({
      handlers: [answer('setMetadata', 422, { detail, error_type: errorType })],
    });
    await user.type(screen.getByLabelText(L.songTitle), '!');
    await save(user);
    expect(await within(dialogNamed(L.title)).findByRole('alert')).toHaveTextContent(
      message ?? detail,
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it("a network failure shows 'Network Error'", async () => {
    const { user } = mount({ handlers: [handle('setMetadata', () => HttpResponse.error(), BASE)] });
    await user.type(screen.getByLabelText(L.songTitle), '!');
    await save(user);
    expect(await within(dialogNamed(L.title)).findByRole('alert')).toHaveTextContent(
      'Network Error',
    );
  });
});

describe("cover image: 'Upload a Photo', the image upload, image_s3_id", () => {
  it('uploads the saved photo and sends its s3 id', async () => {
    const created = bodiesTo('/api/uploads/image/');
    const metadata = bodiesTo('/set_metadata/');
    const { user, state, onClose } = mount();
    await uploadPhoto(user);
    expect(await screen.findByText(L.imageChosen('holiday.png'))).toBeInTheDocument();
    await waitFor(() =>
      expect(state.requests.map((r) => r.id)).toEqual([
        'getSession',
        'createImageUpload',
        'uploadDirect',
        'finishImageUpload',
      ]),
    );
    expect(created).toEqual([{ extension: 'png' }]);
    await save(user);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(metadata).toEqual([{ image_s3_id: 'image-upload-1' }]);
  });

  it("the photo dialog's Remove clears the photo; another file that is not a photo is refused", async () => {
    const { user, state } = mount();
    await user.upload(screen.getByLabelText(L.uploadImage), png());
    const photo = await screen.findByRole('dialog', { name: P.title });
    await user.click(within(photo).getByRole('button', { name: P.remove }));
    expect(within(photo).getByText(P.noPhoto)).toBeInTheDocument();
    expect(within(photo).getByRole('button', { name: COMMON_LABELS.save })).toBeDisabled();
    await user.upload(
      within(photo).getByLabelText(P.choose),
      new File(['gif'], 'anim.gif', { type: 'image/gif' }),
    );
    expect(within(photo).getByRole('alert')).toHaveTextContent(L.imageNotAccepted);
    await user.upload(within(photo).getByLabelText(P.choose), png('second.png'));
    expect(within(photo).queryByRole('alert')).toBeNull();
    await user.click(within(photo).getByRole('button', { name: COMMON_LABELS.cancel }));
    expect(screen.queryByRole('dialog', { name: P.title })).toBeNull();
    expect(state.requestsOf('createImageUpload')).toEqual([]);
  });

  it("a failed upload shows the image_upload_error message with the upload's words", async () => {
    const metadata = bodiesTo('/set_metadata/');
    const { user } = mount({ handlers: [answer('finishImageUpload', 400, { detail: 'no' })] });
    await uploadPhoto(user);
    expect(await within(dialogNamed(L.title)).findByRole('alert')).toHaveTextContent(
      'Upload finish failed',
    );
    await save(user);
    await waitFor(() => expect(metadata).toEqual([]));
  });

  it('a picked file that is not a photo is not uploaded', async () => {
    const { user, state } = mount();
    await user.upload(
      screen.getByLabelText(L.uploadImage),
      new File(['gif'], 'anim.gif', { type: 'image/gif' }),
    );
    expect(await screen.findByText(L.imageNotAccepted)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: P.title })).toBeNull();
    expect(state.requestsOf('createImageUpload')).toEqual([]);
  });
});

describe('video cover: the video upload as the song video cover, video_cover_upload_id', () => {
  it('uploads the video as the video cover of this song and sends its upload id', async () => {
    const finished = bodiesTo('/upload-finish/');
    const metadata = bodiesTo('/set_metadata/');
    const { user, clock, onClose } = mount();
    await user.upload(screen.getByLabelText(L.uploadVideo), mp4());
    await waitFor(() => expect(finished).toHaveLength(1));
    await act(() => clock.advance(MOCK_VIDEO_UPLOAD_PROCESSING_MS));
    expect(finished).toEqual([
      {
        upload_type: 'file_upload',
        upload_filename: 'loop.mp4',
        video_upload_type: 'video_cover',
        clip_id: 'clip-1',
        is_video_cover: true,
      },
    ]);
    const button = within(dialogNamed(L.title)).getByRole('button', { name: COMMON_LABELS.save });
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    await save(user);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(metadata).toEqual([{ video_cover_upload_id: 'video-upload-1' }]);
  });

  it("a failed upload shows the video_cover_error message with the upload's words", async () => {
    const { user } = mount({ handlers: [answer('createVideoUpload', 400, { detail: 'no' })] });
    await user.upload(screen.getByLabelText(L.uploadVideo), mp4());
    expect(await within(dialogNamed(L.title)).findByRole('alert')).toHaveTextContent(
      'Error trying to upload this video. Try another one?',
    );
  });
});

describe('removal and injected uploads', () => {
  it('Remove image and Remove video cover send remove_image_cover and remove_video_cover', async () => {
    const metadata = bodiesTo('/set_metadata/');
    const { user } = mount({
      clip: song({
        image_url: 'https://cadenza.test/media/image/clip-1.png',
        video_cover_url: 'https://cadenza.test/media/uploads/v1',
      }),
    });
    await user.click(screen.getByRole('button', { name: L.removeImage }));
    await user.click(screen.getByRole('button', { name: L.removeVideo }));
    expect(screen.getByText(L.imageRemoved)).toBeInTheDocument();
    await save(user);
    await waitFor(() =>
      expect(metadata).toEqual([{ remove_image_cover: true, remove_video_cover: true }]),
    );
  });

  it('injected uploads replace the SDK uploads; a rejection shows the unknown error', async () => {
    const metadata = bodiesTo('/set_metadata/');
    const uploads = {
      image: vi.fn(() => Promise.resolve('s3-custom')),
      videoCover: vi.fn(() => Promise.reject(new Error('offline'))),
    };
    const { user, state } = mount({ uploads });
    await uploadPhoto(user);
    expect(uploads.image).toHaveBeenCalledWith(expect.any(File), expect.any(AbortSignal));
    fireEvent.change(screen.getByLabelText(L.uploadVideo), { target: { files: [mp4()] } });
    expect(await within(dialogNamed(L.title)).findByRole('alert')).toHaveTextContent(
      SONG_METADATA_MESSAGES.unknown,
    );
    await save(user);
    await waitFor(() => expect(metadata).toEqual([{ image_s3_id: 's3-custom' }]));
    expect(state.requestsOf('createImageUpload')).toEqual([]);
  });
});
