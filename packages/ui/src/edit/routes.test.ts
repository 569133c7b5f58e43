// 2-studio §2: /edit/{clipId} takes ?wid={projectId or default} when projects are enabled; the
// song menu's tools open it with ?tool=.
import { describe, expect, it } from 'vitest';
import { EDIT_ROUTES } from './routes';

describe('edit routes', () => {
  it('/edit/{clipId} carries ?wid={projectId or default}', () => {
    expect(EDIT_ROUTES.edit('c 1')).toBe('/edit/c%201');
    expect(EDIT_ROUTES.edit('c1', 'crop')).toBe('/edit/c1?tool=crop');
    expect(EDIT_ROUTES.edit('c1', undefined, 'ws-9')).toBe('/edit/c1?wid=ws-9');
    expect(EDIT_ROUTES.edit('c1', 'replace', 'ws-9')).toBe('/edit/c1?tool=replace&wid=ws-9');
    expect(EDIT_ROUTES.edit('c1', undefined, 'default')).toBe('/edit/c1?wid=default');
    expect(EDIT_ROUTES.edit('c1', 'crop', null)).toBe('/edit/c1?tool=crop');
    expect(EDIT_ROUTES.legacy('c1', 'ws-9')).toBe('/edit-legacy/c1?wid=ws-9');
    expect(EDIT_ROUTES.legacy('c1', null)).toBe('/edit-legacy/c1');
  });
});
