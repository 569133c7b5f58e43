/**
 * Lyrics generation, connected: the SDK's generator (a newer request supersedes an older one,
 * cancelling clears the loading state); finished lyrics are written into the form as it is then,
 * an error shows its toast.
 */
import { useCreateFormReader, useLyricsGenerator } from '@cadenza/sdk/react';
import type { CreateFormScope, CreateFormState } from '@cadenza/sdk';
import { useToaster } from '../../primitives/Toast/Toaster';
import { editCustom } from '../form-edit';
import type { LyricsGenerationStatus } from '../LyricsSection';

export function useLyrics(scope: CreateFormScope, change: (next: CreateFormState) => unknown) {
  const toaster = useToaster();
  const readForm = useCreateFormReader(scope);
  const lyrics = useLyricsGenerator();
  const status: LyricsGenerationStatus = lyrics.state.status === 'loading' ? 'loading' : 'idle';

  const generate = async (prompt: string) => {
    const form = readForm();
    const outcome = await lyrics.generate({
      prompt,
      ...(form?.global.lyricsModel ? { lyrics_model: form.global.lyricsModel } : {}),
    });
    const now = readForm();
    if (outcome.status === 'done' && now) {
      const job = outcome.lyrics;
      change(
        editCustom(now, {
          lyrics: job.text ?? '',
          title: now.custom.title.trim() === '' ? (job.title ?? '') : now.custom.title,
          lastLyricsGeneration: {
            title: job.title ?? '',
            lyrics: job.text ?? '',
            prompt,
            lyrics_model: now.global.lyricsModel ?? null,
          },
        }),
      );
    } else if (outcome.status === 'error') {
      toaster.show({
        kind: 'error',
        title: outcome.error.title,
        description: outcome.error.description,
        durationMs: outcome.error.durationMs,
      });
    }
  };

  return { status, generate, cancel: lyrics.cancel } as const;
}
