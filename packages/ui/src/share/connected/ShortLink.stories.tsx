import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse } from 'msw';
import { handle } from '@cadenza/sdk/testing';
import { fn } from 'storybook/test';
import { StoryStore } from '../../social/fixtures/connected';
import { ShortLink, type ShortLinkProps } from './ShortLink';

function Connected(props: ShortLinkProps) {
  return (
    <StoryStore>
      <ShortLink {...props} />
    </StoryStore>
  );
}

/** The short-link route (/s/{code}) while its code resolves, and a code that does not. */
const meta = {
  title: 'Share/Connected/ShortLink',
  component: Connected,
  args: { code: 'abc123', onResolved: fn() },
} satisfies Meta<typeof Connected>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Opening: Story = {
  parameters: { msw: { handlers: [handle('resolveShareCode', () => delay('infinite'))] } },
};
export const NotFound: Story = {
  parameters: {
    msw: {
      handlers: [
        handle('resolveShareCode', () =>
          HttpResponse.json({ detail: 'Not found' }, { status: 404 }),
        ),
      ],
    },
  },
};
