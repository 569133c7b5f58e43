/**
 * Commercial rights, connected, against the SDK's MSW handlers (1-generation §6: only Pro and
 * Premier songs are eligible, remixes of another user's song carry none; §7
 * commercial_rights_eligible).
 */
import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, test, vi } from 'vitest';
import * as kit from '../../testing';
import { FIXTURE_SONG } from '../fixtures/data';
import { COMMERCIAL_RIGHTS_LABELS as L } from '../labels';
import { CommercialRights } from './CommercialRights';

const server = kit.serveMock();

function mount(answer: () => Response, session?: kit.RenderConnectedOptions['session']) {
  const check = kit.record('getCommercialRightsEligibility', answer);
  kit.renderConnected(server, <CommercialRights clip={FIXTURE_SONG} open onClose={vi.fn()} />, {
    handlers: [check.handler],
    ...(session === undefined ? {} : { session }),
  });
  return check;
}

const FREE = { plan: 'free', subscription: { level: 'basic' }, roles: { pro: false } } as const;

describe('commercial rights', () => {
  test('a song made on a free plan is not eligible; a free viewer is offered the upgrade', async () => {
    const check = mount(
      () => HttpResponse.json({ eligible: false, reason: 'not_paid_plan' }),
      FREE,
    );
    expect(await screen.findByText(L.notPaidPlan)).toBeVisible();
    expect(await screen.findByRole('link', { name: L.upgrade })).toBeVisible();
    expect(check.calls[0]?.params).toMatchObject({ clip_id: FIXTURE_SONG.id });
  });

  test("a remix of another user's song carries none; a paying viewer sees no upgrade", async () => {
    mount(() => HttpResponse.json({ eligible: false, reason: 'remix_of_another_user' }));
    expect(await screen.findByText(L.remixOfAnotherUser)).toBeVisible();
    expect(screen.queryByRole('link', { name: L.upgrade })).toBeNull();
  });

  test("a failed check shows the server's detail", async () => {
    mount(() => kit.refusal(404, 'Clip not found'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Clip not found');
  });
});
