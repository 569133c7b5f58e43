/**
 * The session panel and the clone modal (2-studio.md §2 "'Duplicate project to Remix' has Cancel
 * and Remix Project ('Remixing project...' while busy)", §4 stems and versions).
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { CloneProjectDialog } from './CloneProjectDialog';
import { SessionPanelView } from './SessionPanel';
import { withVersion } from './use-project-versions';

describe("'Duplicate project to Remix': Cancel / Remix Project / 'Remixing project...'", () => {
  test('Remix Project clones; Cancel closes', async () => {
    const onRemix = vi.fn();
    const onCancel = vi.fn();
    render(<CloneProjectDialog open busy={false} notOwner onRemix={onRemix} onCancel={onCancel} />);
    expect(screen.getByRole('alertdialog', { name: 'Duplicate project to Remix' })).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Remix Project' }));
    expect(onRemix).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });

  test("reads 'Remixing project...' while the clone runs, and does not clone twice", async () => {
    const onRemix = vi.fn();
    render(<CloneProjectDialog open busy notOwner={false} onRemix={onRemix} onCancel={vi.fn()} />);
    const button = screen.getByRole('button', { name: /Remixing project\.\.\./ });
    await userEvent.setup().click(button);
    expect(onRemix).not.toHaveBeenCalled();
  });
});

describe('the session panel', () => {
  const base = {
    stems: { kind: 'idle' } as const,
    onGetStems: vi.fn(),
    versions: [],
    currentVersionId: null,
  };

  test('Get stems for the selected clip; an uploading clip cannot have stems yet', async () => {
    const onGetStems = vi.fn();
    const { rerender } = render(
      <SessionPanelView
        {...base}
        clip={{ name: 'Hook', uploaded: true }}
        onGetStems={onGetStems}
      />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Get stems' }));
    expect(onGetStems).toHaveBeenCalledTimes(1);
    rerender(<SessionPanelView {...base} clip={{ name: 'Take', uploaded: false }} />);
    expect((screen.getByRole('button', { name: 'Get stems' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  test("a failed stems call shows 'An error occurred. Please try again.'", () => {
    render(
      <SessionPanelView
        {...base}
        clip={{ name: 'Hook', uploaded: true }}
        stems={{ kind: 'failed', message: 'An error occurred. Please try again.' }}
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe('An error occurred. Please try again.');
  });

  test('versions newest first; an older one opens, the current one is marked', async () => {
    let list = withVersion([], 'v1', 1000);
    list = withVersion(list, 'v2', 2000);
    expect(withVersion(list, 'v2', 3000)).toBe(list);
    const onOpenVersion = vi.fn();
    render(
      <SessionPanelView
        {...base}
        clip={null}
        versions={list}
        currentVersionId="v2"
        onOpenVersion={onOpenVersion}
      />,
    );
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items[0]).toContain('Version 2');
    expect(items[0]).toContain('Current');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open Version 1' }));
    expect(onOpenVersion).toHaveBeenCalledWith('v1');
  });
});
