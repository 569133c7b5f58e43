// Testing Library in happy-dom: jest-dom matchers, and each test's render unmounted after it. The
// SDK client's response schemas are loaded before the tests, so every call answers within a
// fake-clock flush (the client loads them lazily otherwise).
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { preloadResponseSchemas } from '@cadenza/sdk';

beforeAll(() => preloadResponseSchemas());
afterEach(() => cleanup());
