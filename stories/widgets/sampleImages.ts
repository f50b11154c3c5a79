// Self-contained pictures for stories (no network): small SVGs as data URLs.

function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export function samplePicture(label: string, background = '#cfd8e6', width = 640, height = 360): string {
  return svgDataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
      `<rect width="100%" height="100%" fill="${background}"/>` +
      `<text x="50%" y="50%" font-family="sans-serif" font-size="${Math.round(height / 8)}" fill="#3b4658" text-anchor="middle" dominant-baseline="middle">${label}</text>` +
      `</svg>`,
  );
}

/** A banner background: soft shapes on transparent, so the banner's brand colour shows through. */
export const bannerArt = svgDataUrl(
  '<svg xmlns="http://www.w3.org/2000/svg" width="780" height="340" viewBox="0 0 780 340">' +
    '<circle cx="650" cy="80" r="160" fill="#ffffff" fill-opacity="0.10"/>' +
    '<circle cx="720" cy="300" r="120" fill="#ffffff" fill-opacity="0.08"/>' +
    '<rect x="560" y="120" width="150" height="110" rx="16" fill="#ffffff" fill-opacity="0.18"/>' +
    '</svg>',
);

export const productLogo = svgDataUrl(
  '<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80" viewBox="0 0 80 80">' +
    '<rect width="80" height="80" rx="18" fill="#1f5fd6"/>' +
    '<text x="40" y="54" font-family="sans-serif" font-size="40" font-weight="700" fill="#ffffff" text-anchor="middle">₱</text>' +
    '</svg>',
);

/** A URL that never loads, to show the broken-image states. */
export const brokenImage = 'data:image/png;base64,broken';
