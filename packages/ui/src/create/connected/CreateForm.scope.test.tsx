/**
 * The connected form's remembered state per scope (1-generation §2: the form state persists per
 * user; inside /studio paths it defaults to custom mode with its own remembered state).
 */
import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import type { KeyValueStorage } from '@cadenza/sdk/store';
import { createMemoryStorage } from '@cadenza/sdk/testing';
import { renderConnected, serveMock } from '../../testing';
import { FORM_LABELS } from '../labels';
import { CreateForm } from './CreateForm';

const server = serveMock();

function mount(pathname: string, storage: KeyValueStorage) {
  const { user, close } = renderConnected(server, <CreateForm pathname={pathname} />, { storage });
  return { user, close };
}

const selectedMode = async () =>
  (await screen.findAllByRole('tab')).find((tab) => tab.getAttribute('aria-selected') === 'true')
    ?.textContent;

describe('remembered form per scope (1-generation §2)', { timeout: 30_000 }, () => {
  test('/studio opens in custom mode and its changes never reach the remembered /create form', async () => {
    const storage = createMemoryStorage();
    const create = mount('/create', storage);
    expect(await selectedMode()).toBe(FORM_LABELS.simple);
    await create.user.click(screen.getByRole('tab', { name: FORM_LABELS.custom }));
    create.close();

    const studio = mount('/studio', storage);
    expect(await selectedMode()).toBe(FORM_LABELS.custom);
    await studio.user.click(screen.getByRole('tab', { name: FORM_LABELS.simple }));
    studio.close();

    const createAgain = mount('/create', storage);
    expect(await selectedMode()).toBe(FORM_LABELS.custom);
    createAgain.close();

    // The SDK opens every studio form in custom mode (its remembered isSimple is not read there).
    mount('/studio', storage);
    expect(await selectedMode()).toBe(FORM_LABELS.custom);
  });
});
