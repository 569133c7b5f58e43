// What the upload journeys and the upload benchmark share: WAV files made on the spot (a tone
// with a little noise, so the waveform has a shape), the modal's steps up to the trim stage,
// and the new clip's id read from the initialize-clip answer.
import type { Page } from 'playwright-core';
import { encodeWav } from '@cadenza/studio-engine';
// The labels' own module, not the @cadenza/ui entry: the upload bench loads this file under tsx,
// where the entry's vanilla-extract styles cannot be evaluated.
import { AUDIO_UPLOAD_LABELS } from '../../../packages/ui/src/uploads/audio/labels';

const L = AUDIO_UPLOAD_LABELS;

/** A mono 16-bit WAV of `seconds` at `sampleRate`: a 220 Hz tone pulsing twice a second. */
export function toneWav(seconds: number, sampleRate = 22_050): Buffer {
  const samples = new Float32Array(Math.round(seconds * sampleRate));
  let seed = 1;
  for (let i = 0; i < samples.length; i += 1) {
    seed = (seed * 16807) % 2147483647;
    const t = i / sampleRate;
    const pulse = 0.35 + 0.3 * Math.sin(2 * Math.PI * 0.5 * t);
    samples[i] = pulse * Math.sin(2 * Math.PI * 220 * t) + 0.02 * (seed / 2147483647 - 0.5);
  }
  return Buffer.from(encodeWav([samples], sampleRate, 'pcm16'));
}

/** Opens the modal from the page's Upload Audio button, accepting the terms when asked. */
export async function openUploadModal(page: Page): Promise<void> {
  await page.getByRole('button', { name: L.open, exact: true }).click();
  const accept = page.getByRole('button', { name: L.accept });
  const upload = page.getByRole('heading', { name: L.title.upload });
  await accept.or(upload).first().waitFor();
  if (await accept.isVisible()) await accept.click();
  await upload.waitFor();
}

/** Picks a file with the Upload button's file input and waits for the trim stage. */
export async function pickFile(page: Page, name: string, bytes: Buffer): Promise<void> {
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name, mimeType: 'audio/wav', buffer: bytes });
  await page.getByRole('heading', { name: L.title.trim }).waitFor();
}

/** Resolves with the clip id the next initialize-clip call answers. */
export function nextUploadClipId(page: Page): Promise<string> {
  return page
    .waitForResponse((response) => /\/initialize-clip\/?$/.test(new URL(response.url()).pathname))
    .then(async (response) => ((await response.json()) as { clip_id: string }).clip_id);
}

/** The recording timer's seconds ('m:ss.t'); NaN while it shows something else. */
export function timerSeconds(text: string): number {
  const match = /^(\d+):(\d{2})\.(\d)$/.exec(text.trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) + Number(match[3]) / 10 : Number.NaN;
}
