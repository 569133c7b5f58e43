/**
 * Flag clip (bug) and copyright flag, connected, against the SDK's MSW handlers (1-generation
 * §4 Report, §7 update_flag_state, §8 'Song flagged.' (warning) or 'Error flagging song.').
 */
import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, test, vi } from 'vitest';
import * as kit from '../../testing';
import { FIXTURE_SONG } from '../fixtures/data';
import { REPORT_LABELS as L } from '../labels';
import { CopyrightFlag, FlagClip } from './ReportClip';

const server = kit.serveMock();

function mount(
  Report: typeof FlagClip,
  answer: () => Response = () => HttpResponse.json({ success: true, flagged: true }),
) {
  const flags = kit.record('flagClip', answer);
  const onClose = vi.fn();
  const mounted = kit.renderConnected(
    server,
    <Report clip={FIXTURE_SONG} open onClose={onClose} />,
    {
      handlers: [flags.handler],
    },
  );
  return { ...mounted, flags, onClose };
}

describe('report', () => {
  test("copyright: update_flag_state with flagged and reason copyright (blank details left out); 'Song flagged.' as a warning", async () => {
    const { user, flags, onClose } = mount(CopyrightFlag);
    expect(await screen.findByRole('dialog', { name: L.copyrightTitle })).toBeVisible();
    await user.click(screen.getByRole('button', { name: L.submit }));
    const toast = await kit.findToast('Song flagged.');
    expect(toast).toHaveAttribute('data-kind', 'warning');
    expect(flags.calls[0]?.params).toMatchObject({ gen_id: FIXTURE_SONG.id });
    expect(flags.calls[0]?.body).toEqual({ flagged: true, flagged_reason: 'copyright' });
    expect(onClose).toHaveBeenCalled();
  });

  test("bug: a failed report shows 'Error flagging song.' and stays open", async () => {
    const { user, flags, onClose } = mount(FlagClip, () => kit.refusal(429, 'Slow down'));
    expect(await screen.findByRole('dialog', { name: L.bugTitle })).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: L.details }), '  Cuts out  ');
    await user.click(screen.getByRole('button', { name: L.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error flagging song.');
    expect(flags.calls[0]?.body).toEqual({
      flagged: true,
      flagged_reason: 'bug',
      flagged_reason_details: 'Cuts out',
    });
    expect(onClose).not.toHaveBeenCalled();
  });
});
