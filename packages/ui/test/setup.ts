// Testing Library in happy-dom: jest-dom matchers, and each test's render unmounted after it.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());
