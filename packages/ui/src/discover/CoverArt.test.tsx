/**
 * Discover cards' and result rows' covers (issue 22: no empty cover box while covers render):
 * the title's initial on a gradient until the image has loaded, and again when it fails.
 */
import { fireEvent, render } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { CoverArt, coverInitial } from './CoverArt';

const box = (container: HTMLElement) => container.querySelector('[data-cover]')!;

describe('a cover shows a placeholder with the title initial until its image loads', () => {
  test('while the image loads: the initial, the image still hidden', () => {
    const { container } = render(<CoverArt src="/cover.png" title="harbor song" />);
    expect(box(container).getAttribute('data-cover')).toBe('loading');
    expect(box(container).textContent).toBe('H');
    expect(container.querySelector('img')!.getAttribute('data-loaded')).toBe('false');
  });

  test('once loaded: the image shows and the initial goes', () => {
    const { container } = render(<CoverArt src="/cover.png" title="Harbor Song" />);
    fireEvent.load(container.querySelector('img')!);
    expect(box(container).getAttribute('data-cover')).toBe('loaded');
    expect(box(container).textContent).toBe('');
    expect(container.querySelector('img')!.getAttribute('data-loaded')).toBe('true');
  });

  test('a failed image leaves the placeholder, not a broken image', () => {
    const { container } = render(<CoverArt src="/missing.png" title="Harbor Song" />);
    fireEvent.error(container.querySelector('img')!);
    expect(box(container).getAttribute('data-cover')).toBe('failed');
    expect(container.querySelector('img')).toBeNull();
    expect(box(container).textContent).toBe('H');
  });

  test('no image: the placeholder (a glyph when given, a note for an empty title)', () => {
    const { container } = render(<CoverArt src={null} title="lofi" glyph="#" />);
    expect(box(container).textContent).toBe('#');
    expect(coverInitial('   ')).toBe('♪');
    expect(coverInitial('élan')).toBe('É');
  });

  test('a new image starts loading again', () => {
    const { container, rerender } = render(<CoverArt src="/a.png" title="A" />);
    fireEvent.load(container.querySelector('img')!);
    rerender(<CoverArt src="/b.png" title="B" />);
    expect(box(container).getAttribute('data-cover')).toBe('loading');
    expect(box(container).textContent).toBe('B');
  });
});
