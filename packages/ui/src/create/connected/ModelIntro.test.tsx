/**
 * The crow modal in the connected form (1-generation §2: hasSeenCrowModal is remembered per
 * user): shown once to a plan that can use chirp-crow, and never again once dismissed.
 */
import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import type { KeyValueStorage } from '@cadenza/sdk/store';
import { createMemoryStorage } from '@cadenza/sdk/testing';
import { renderConnected, serveMock } from '../../testing';
import { FIXTURE_MODELS, fixtureSession } from '../fixtures/data';
import { FORM_LABELS, MODEL_INTRO_LABELS } from '../labels';
import { CreateForm } from './CreateForm';

const server = serveMock();

function mount(storage: KeyValueStorage, models = FIXTURE_MODELS) {
  const { user, close } = renderConnected(server, <CreateForm pathname="/create" modelIntros />, {
    storage,
    prepare: (state) => {
      state.session = fixtureSession({ models });
    },
  });
  return { user, close };
}

describe('crow modal (hasSeenCrowModal)', { timeout: 30_000 }, () => {
  test('shows once for a plan that can use chirp-crow; dismissed, it is remembered', async () => {
    const storage = createMemoryStorage();
    const first = mount(storage);
    expect(
      await screen.findByRole('dialog', { name: MODEL_INTRO_LABELS.title('v5') }),
    ).toBeInTheDocument();
    await first.user.click(screen.getByRole('button', { name: MODEL_INTRO_LABELS.notNow }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    first.close();

    mount(storage);
    expect(
      await screen.findByRole('status', { name: FORM_LABELS.creditsLabel }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test("the bluejay modal's 'Create with v4.5+' switches the form to chirp-bluejay", async () => {
    const withoutCrow = FIXTURE_MODELS.map((m) =>
      m.external_key === 'chirp-crow' ? { ...m, can_use: false } : m,
    );
    const { user } = mount(createMemoryStorage(), withoutCrow);
    await screen.findByRole('dialog', { name: MODEL_INTRO_LABELS.title('v4.5+') });
    await user.click(screen.getByRole('button', { name: MODEL_INTRO_LABELS.tryIt('v4.5+') }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: FORM_LABELS.model })).toHaveTextContent(
      'v4.5+ · V4.5+',
    );
  });
});
