import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PEOPLE_ROWS, songRows, STYLE_ROWS } from './fixtures/rows';
import { SearchPageView } from './SearchPage';

/** The search page: before typing, searching, results of each kind, none, an error, 1,000 hits. */
const meta = {
  title: 'Search/SearchPage',
  component: SearchPageView,
  args: {
    text: 'harbor',
    term: 'harbor',
    type: 'public_song',
    status: 'ready',
    rows: songRows(5),
    total: 5,
    initialHeight: 420,
    onTextChange: fn(),
    onTypeChange: fn(),
    onPlay: fn(),
    onLoadMore: fn(),
    onRetry: fn(),
    onNavigate: fn(),
  },
} satisfies Meta<typeof SearchPageView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Songs: Story = {};
export const Prompt: Story = { args: { text: '', term: '', status: 'idle', rows: [], total: 0 } };
export const Loading: Story = { args: { status: 'loading', rows: [], total: 0 } };
export const NoResults: Story = {
  args: { text: 'zzzz', term: 'zzzz', rows: [], total: 0 },
};
export const SearchFailed: Story = { args: { status: 'error', rows: [], total: 0 } };
export const People: Story = { args: { type: 'user', rows: PEOPLE_ROWS, total: 3 } };
export const Styles: Story = {
  args: { text: 'lofi', term: 'lofi', type: 'platform_genre', rows: STYLE_ROWS, total: 3 },
};
/** A thousand hits: only the rows in view are mounted. */
export const ThousandResults: Story = { args: { rows: songRows(1000), total: 1000 } };
