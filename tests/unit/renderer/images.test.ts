// The image rule as widgets ask it (renderer/images.ts): the same verdicts, remembered.
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as guard from '../../../api/urlGuard';
import { approvedImageSrc } from '../../../renderer/images';

afterEach(() => vi.restoreAllMocks());

describe('approvedImageSrc', () => {
  it("approves the app's own and the listed CDN's pictures and refuses any other origin or scheme", () => {
    expect(approvedImageSrc('/banners/status-174.svg')).toBe('/banners/status-174.svg');
    expect(approvedImageSrc('https://cdn.pesonow.ph/a.png')).toBe('https://cdn.pesonow.ph/a.png');
    expect(approvedImageSrc('https://evil.example/a.png')).toBeNull();
    expect(approvedImageSrc('javascript:alert(1)')).toBeNull();
    expect(approvedImageSrc('')).toBeNull();
  });

  it('judges a URL once, however often a widget re-renders with it, and still judges each new URL', () => {
    const inspect = vi.spyOn(guard, 'inspectImageUrl');
    for (let i = 0; i < 5; i++)
      expect(approvedImageSrc('https://cdn.pesonow.ph/repeat.png')).toBe('https://cdn.pesonow.ph/repeat.png');
    for (let i = 0; i < 3; i++) expect(approvedImageSrc('https://evil.example/repeat.png')).toBeNull();
    expect(inspect).toHaveBeenCalledTimes(2);
    expect(approvedImageSrc('https://cdn.pesonow.ph/other.png')).toBe('https://cdn.pesonow.ph/other.png');
    expect(inspect).toHaveBeenCalledTimes(3);
  });

  it('keeps a bounded number of verdicts: past the bound it starts over, and gives the same answers', () => {
    for (let i = 0; i < 1200; i++)
      expect(approvedImageSrc(`https://cdn.pesonow.ph/p${i}.png`)).toBe(`https://cdn.pesonow.ph/p${i}.png`);
    const inspect = vi.spyOn(guard, 'inspectImageUrl');
    expect(approvedImageSrc('https://cdn.pesonow.ph/p0.png')).toBe('https://cdn.pesonow.ph/p0.png');
    expect(inspect).toHaveBeenCalledTimes(1); // p0 was forgotten when the list started over
  });
});
