// Setup of the stories' browser run (packages/ui/vitest.browser.config.ts): the project's
// annotations (preview, the a11y addon's axe check, the visual check) and a stylesheet that
// stops animations, transitions and the caret so screenshots are the same on every run, and hides
// the widgets the browser itself draws (a textarea's resize grip, scrollbars), which differ from one
// Chromium build to the next: the baselines hold only what the project draws.
import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import * as previewAnnotations from './preview';
import * as visualAnnotations from './visual-check';

const still = document.createElement('style');
still.textContent = `*, *::before, *::after {
  animation-duration: 0s !important; animation-delay: 0s !important;
  transition-duration: 0s !important; transition-delay: 0s !important;
  caret-color: transparent !important;
}
html, body { margin: 0; }
textarea { resize: none !important; }
* { scrollbar-width: none !important; }`;
document.head.append(still);

// A loaded CI machine can take more than Testing Library's default second to render a story:
// findBy/waitFor in play functions wait up to 10 s (they still end as soon as the UI is there).
configure({ asyncUtilTimeout: 10_000 });

// Story afterEach hooks run last-registered first: the visual check is listed first so it runs
// after the axe check (a missing baseline never hides an a11y failure).
setProjectAnnotations([visualAnnotations, a11yAnnotations, previewAnnotations]);
