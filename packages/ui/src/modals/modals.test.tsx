/**
 * The song modals' validation and error messages, rendered (1-generation §4, §5, §8;
 * 2-studio §5, §8; 3-library-social §4, §5): each message is quoted from the spec.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { DOWNLOAD_MESSAGES, UPSAMPLE_DEFAULTS } from '@cadenza/sdk';
import { ThemeProvider } from '../theme';
import { CreatePersonaModal, emptyPersonaForm } from '../personas/CreatePersonaModal';
import { DeleteClipModal } from './DeleteClipModal';
import { DiscardChangesModal } from './DiscardChangesModal';
import { DownloadFileModal } from '../downloads/DownloadFileModal';
import { IDLE } from '../downloads/download-state';
import {
  FIXTURE_CONTEST_SONG,
  FIXTURE_DRAFT,
  FIXTURE_LONG_SONG,
  FIXTURE_PERSONA_SONGS,
  FIXTURE_SONG,
  PIN_LIMIT_CONFIRMATION,
  PRIVATE_SONG_CONFIRMATION,
} from './fixtures/data';
import { PERSONA_DIALOG_LABELS, REMASTER_LABELS, UPSAMPLE_LABELS } from './labels';
import { PinConfirmModal } from './PinConfirmModal';
import { RemasterModal } from './RemasterModal';
import { FlagClipModal } from './ReportClipModal';
import { ShareClipModal } from './ShareClipModal';
import { SongDetailsModal } from './SongDetailsModal';
import { UpsampleModelSelectModal } from './UpsampleModelSelectModal';

const noop = () => undefined;
const show = (ui: React.ReactElement) => render(<ThemeProvider>{ui}</ThemeProvider>);

describe('Song Details', () => {
  const props = {
    open: true,
    onClose: noop,
    onDraftChange: noop,
    lyricsMax: 20,
    onImageFile: noop,
    onVideoFile: noop,
    onSave: noop,
  };

  test("title over 100 shows 'That title is too long. Please try a shorter title (max 100 characters).' and blocks Save", () => {
    show(<SongDetailsModal {...props} draft={{ ...FIXTURE_DRAFT, title: 'x'.repeat(101) }} />);
    expect(
      screen.getByText('That title is too long. Please try a shorter title (max 100 characters).'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  test("lyrics over the limit show 'Those lyrics are too long. Please try shorter lyrics (max 20 characters).'", () => {
    show(<SongDetailsModal {...props} draft={{ ...FIXTURE_DRAFT, lyrics: 'x'.repeat(21) }} />);
    expect(
      screen.getByText('Those lyrics are too long. Please try shorter lyrics (max 20 characters).'),
    ).toBeVisible();
  });

  test("a set-metadata failure shows its message ('Network Error')", () => {
    show(<SongDetailsModal {...props} draft={FIXTURE_DRAFT} error="Network Error" />);
    expect(screen.getByText('Network Error')).toHaveAttribute('role', 'alert');
  });

  test('the caption lists its mentions', () => {
    show(<SongDetailsModal {...props} draft={{ ...FIXTURE_DRAFT, caption: 'with @sam' }} />);
    expect(screen.getByLabelText('Mentions')).toHaveTextContent('@sam');
  });
});

describe('Remaster', () => {
  const props = {
    open: true,
    onClose: noop,
    clip: FIXTURE_SONG,
    title: 'Night Drive',
    onTitleChange: noop,
    variation: 'normal' as const,
    onVariationChange: noop,
    canVary: true,
    onSubmit: noop,
  };

  test("remaster title over 80 characters: 'Title too long.'", () => {
    show(<RemasterModal {...props} title={'x'.repeat(81)} />);
    expect(screen.getByText('Title too long.')).toBeVisible();
    expect(screen.getByRole('button', { name: REMASTER_LABELS.submit })).toBeDisabled();
  });

  test("over 960 s: 'Cannot remaster songs longer than 16 minutes'", () => {
    show(<RemasterModal {...props} clip={FIXTURE_LONG_SONG} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Cannot remaster songs longer than 16 minutes',
    );
  });

  test("contest base clip: 'Contest songs cannot be remastered'", () => {
    show(<RemasterModal {...props} clip={FIXTURE_CONTEST_SONG} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Contest songs cannot be remastered');
  });

  test('variation remaster is locked without the plan feature', () => {
    show(<RemasterModal {...props} canVary={false} />);
    expect(screen.getByText(REMASTER_LABELS.variationLocked)).toBeVisible();
  });
});

describe('upsample model select: clamp and send rules', () => {
  const submit = (params: typeof UPSAMPLE_DEFAULTS, tags: string) => {
    const onSubmit = vi.fn();
    show(
      <UpsampleModelSelectModal
        open
        onClose={noop}
        clipId="clip-night"
        models={[{ value: 'chirp-crow', label: 'v5' }]}
        model="chirp-crow"
        onModelChange={noop}
        tags={tags}
        onTagsChange={noop}
        params={params}
        onParamsChange={noop}
        onSubmit={onSubmit}
      />,
    );
    return { onSubmit, user: userEvent.setup() };
  };

  test('parameters at their defaults (freedom 0, the others 0.5) and blank tags are not sent', async () => {
    const { onSubmit, user } = submit(UPSAMPLE_DEFAULTS, '  ');
    await user.click(screen.getByRole('button', { name: UPSAMPLE_LABELS.submit }));
    expect(onSubmit).toHaveBeenCalledWith({ clip_id: 'clip-night', model_name: 'chirp-crow' });
  });

  test('non-default parameters are sent, clamped to 0..1', async () => {
    const { onSubmit, user } = submit(
      { ...UPSAMPLE_DEFAULTS, freedom: 0.3, clarity: 1.7, tone: -2 },
      'lofi',
    );
    await user.click(screen.getByRole('button', { name: UPSAMPLE_LABELS.submit }));
    expect(onSubmit).toHaveBeenCalledWith({
      clip_id: 'clip-night',
      model_name: 'chirp-crow',
      tags: 'lofi',
      freedom: 0.3,
      clarity: 1,
      tone: 0,
    });
  });
});

describe("'Create a Persona'", () => {
  const props = {
    open: true,
    onClose: noop,
    songs: FIXTURE_PERSONA_SONGS,
    onCreateAvatar: noop,
    onSave: noop,
    onConfirmPublic: noop,
    onCancelPublic: noop,
  };

  test("'You need to select a base clip!' shows as the dialog's error", () => {
    show(
      <CreatePersonaModal
        {...props}
        form={emptyPersonaForm(true)}
        onFormChange={noop}
        error="You need to select a base clip!"
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Create a Persona' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('You need to select a base clip!');
  });

  test("an audio-upload song is disabled: 'Personas from audio uploads are disabled at this time.'", () => {
    show(<CreatePersonaModal {...props} form={emptyPersonaForm(true)} onFormChange={noop} />);
    const upload = screen.getByRole('button', { name: /Voice memo/ });
    expect(upload).toBeDisabled();
    expect(upload).toHaveTextContent('Personas from audio uploads are disabled at this time.');
  });

  test('the avatar prompt is cut at 200 characters and Create is disabled while it is empty', async () => {
    const onFormChange = vi.fn();
    show(
      <CreatePersonaModal {...props} form={emptyPersonaForm(true)} onFormChange={onFormChange} />,
    );
    expect(screen.getByRole('button', { name: PERSONA_DIALOG_LABELS.createAvatar })).toBeDisabled();
    const user = userEvent.setup();
    await user.click(screen.getByRole('textbox', { name: PERSONA_DIALOG_LABELS.avatarPrompt }));
    await user.paste('a'.repeat(250));
    expect(onFormChange.mock.lastCall?.[0].avatarPrompt).toHaveLength(200);
  });

  test('the description shows its counter (length/limit)', () => {
    show(
      <CreatePersonaModal
        {...props}
        form={{ ...emptyPersonaForm(true), description: 'Breathy' }}
        onFormChange={noop}
      />,
    );
    expect(screen.getByText('7/200')).toBeVisible();
  });

  test("'Make Persona Public?' offers Cancel and Confirm", () => {
    show(
      <CreatePersonaModal
        {...props}
        form={emptyPersonaForm(true)}
        onFormChange={noop}
        confirmingPublic
      />,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Make Persona Public?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeVisible();
  });
});

describe('confirmations', () => {
  test("'Pinning Private Song!'", () => {
    show(
      <PinConfirmModal confirmation={PRIVATE_SONG_CONFIRMATION} onConfirm={noop} onCancel={noop} />,
    );
    expect(screen.getByRole('alertdialog', { name: 'Pinning Private Song!' })).toBeVisible();
  });

  test("'Pin limit reached!' with 'You can only pin up to 5 songs...'", () => {
    show(
      <PinConfirmModal confirmation={PIN_LIMIT_CONFIRMATION} onConfirm={noop} onCancel={noop} />,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Pin limit reached!' });
    expect(dialog).toHaveTextContent('You can only pin up to 5 songs...');
  });

  test("'Discard Changes?' discards or keeps editing", async () => {
    const onDiscard = vi.fn();
    show(<DiscardChangesModal open onDiscard={onDiscard} onKeepEditing={noop} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Discard' }));
    expect(screen.getByRole('alertdialog', { name: 'Discard Changes?' })).toBeVisible();
    expect(onDiscard).toHaveBeenCalledOnce();
  });

  test("delete clip with a persona: the persona hint and 'Clip could not be deleted.'", () => {
    show(<DeleteClipModal open hasPersona failed onDelete={noop} onCancel={noop} />);
    expect(screen.getByText(/Delete the persona first/)).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Clip could not be deleted.');
  });
});

describe('downloads and sharing', () => {
  const usage = {
    downloads_used: 10,
    downloads_limit: 10,
    downloads_remaining: 0,
    has_unlimited_downloads: false,
    clip_owned_by_user: false,
  };
  const download = { open: true, onClose: noop, songTitle: 'Night Drive', onDownload: noop };

  test('no downloads left: download disabled; the song owner downloads anyway', () => {
    const { unmount } = show(
      <DownloadFileModal {...download} format="mp3" usage={usage} run={IDLE} />,
    );
    expect(screen.getByRole('button', { name: 'Download' })).toBeDisabled();
    unmount();
    show(
      <DownloadFileModal
        {...download}
        format="mp3"
        usage={{ ...usage, clip_owned_by_user: true }}
        run={IDLE}
      />,
    );
    expect(screen.getByRole('button', { name: 'Download' })).toBeEnabled();
  });

  test("a failed quota check allows the download; 'WAV file download timed out' shows with a retry", () => {
    show(
      <DownloadFileModal
        {...download}
        format="wav"
        usage={null}
        run={{ status: 'failed', message: DOWNLOAD_MESSAGES.wavDownloadTimedOut }}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('WAV file download timed out');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });

  test("'Clipboard not supported. Please copy the URL from the address bar.'", () => {
    show(
      <ShareClipModal
        open
        onClose={noop}
        link="https://x.test/s/1"
        title="Night Drive"
        copyState="unsupported"
        onCopy={noop}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Clipboard not supported. Please copy the URL from the address bar.',
    );
  });

  test("a failed report says 'Error flagging song.'", () => {
    show(
      <FlagClipModal
        open
        onClose={noop}
        details=""
        onDetailsChange={noop}
        failed
        onSubmit={noop}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Error flagging song.');
  });
});
