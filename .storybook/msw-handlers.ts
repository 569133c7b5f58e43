// MSW handlers of every operation for stories, from @cadenza/sdk/testing, answering relative URLs
// (the stories' client calls the Storybook origin).
import type { HttpHandler } from 'msw';
import { createMockHandlers } from '@cadenza/sdk/testing';

export const storyHandlers = (): HttpHandler[] => createMockHandlers({ baseUrl: '' }).handlers;
