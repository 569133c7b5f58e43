/**
 * The studio panels' wording: what the spec leaves open is decided once in
 * '@cadenza/studio-engine/rules' (openapi/DECISIONS.md, "Studio panels"); every message the spec
 * spells out comes from @cadenza/sdk (UPLOAD_MESSAGES) or @cadenza/studio-engine (STUDIO_LABELS,
 * STUDIO_ERRORS).
 */
import {
  STUDIO_PANEL_WORDING,
  STUDIO_STEMS_WORDING,
  STUDIO_VERSION_WORDING,
} from '@cadenza/studio-engine/rules';

export const STUDIO_PANEL_LABELS = {
  ...STUDIO_PANEL_WORDING,
  ...STUDIO_VERSION_WORDING,
  ...STUDIO_STEMS_WORDING,
} as const;
