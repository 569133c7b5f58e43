// The fixed viewport of the visual checks: the stories' test frame and the Playwright page have
// this size, so nothing is scaled and every screenshot is taken at 1:1.
export const VISUAL_VIEWPORT = { width: 1024, height: 1536 } as const;
