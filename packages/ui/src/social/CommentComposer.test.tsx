/**
 * The composer (1-generation §3 Comment, §7: POST /api/gen/{clip_id}/comment {content, parent_id,
 * user_mentions, track_timestamp}): blank text cannot be posted, the track time is attached on
 * request, the draft is kept when posting fails.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { ThemeProvider } from '../theme';
import { CommentComposer } from './CommentComposer';
import { COMPOSER_LABELS } from './labels';

const mount = (onSubmit = vi.fn(), currentTimeS: number | null = null) => {
  render(
    <ThemeProvider>
      <CommentComposer onSubmit={onSubmit} currentTimeS={currentTimeS} />
    </ThemeProvider>,
  );
  return { onSubmit, user: userEvent.setup() };
};

describe('the composer', () => {
  test('blank content is refused: Post stays disabled', async () => {
    const { user } = mount();
    await user.type(screen.getByRole('textbox', { name: COMPOSER_LABELS.field }), '   ');
    expect(screen.getByRole('button', { name: COMPOSER_LABELS.send })).toBeDisabled();
  });

  test("'Comment at 1:23' attaches the player's position as the track timestamp", async () => {
    const { onSubmit, user } = mount(vi.fn(), 83.6);
    await user.type(screen.getByRole('textbox', { name: COMPOSER_LABELS.field }), 'this part');
    await user.click(screen.getByRole('switch', { name: COMPOSER_LABELS.attachTime('1:23') }));
    await user.click(screen.getByRole('button', { name: COMPOSER_LABELS.send }));
    expect(onSubmit).toHaveBeenCalledWith({ content: 'this part', trackTimestampS: 83 });
    expect(screen.getByRole('textbox', { name: COMPOSER_LABELS.field })).toHaveValue('');
  });

  test('a failed post keeps the draft', async () => {
    const { user } = mount(vi.fn().mockRejectedValue(new Error('429')));
    await user.type(screen.getByRole('textbox', { name: COMPOSER_LABELS.field }), 'keep me');
    await user.click(screen.getByRole('button', { name: COMPOSER_LABELS.send }));
    expect(screen.getByRole('textbox', { name: COMPOSER_LABELS.field })).toHaveValue('keep me');
  });
});
