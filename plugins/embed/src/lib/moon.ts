/**
 * The Moon's disc as SVG for an illuminated fraction k (0-1) and waxing or waning. The
 * terminator is half an ellipse whose semi-axis across the disc is r |1 - 2k| (the
 * orthographic projection of a great circle of the sphere: Meeus, Astronomical Algorithms,
 * ch. 48, k = (1 + cos i) / 2). Seen from the northern hemisphere the waxing Moon is lit on
 * the right; from the southern hemisphere the image is mirrored.
 */
export function moonTerminatorRx(k: number, r: number): number {
  return r * Math.abs(1 - 2 * k);
}

export function moonSvg(k: number, waxing: boolean, southern: boolean, size = 120): string {
  const r = size / 2 - 4;
  const c = size / 2;
  const rx = moonTerminatorRx(k, r);
  // Lit on the right (waxing, north): right half-disc from the top to the bottom, then back up
  // along the terminator, bulging right for a crescent (k < 1/2), left for a gibbous Moon.
  const sweep = k > 0.5 ? 1 : 0;
  const lit = `M ${c} ${c - r} A ${r} ${r} 0 0 1 ${c} ${c + r} A ${rx.toFixed(3)} ${r} 0 0 ${sweep} ${c} ${c - r} Z`;
  const mirror = waxing === southern; // waning in the north or waxing in the south: lit on the left
  const transform = mirror ? ` transform="translate(${size} 0) scale(-1 1)"` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" role="img" aria-hidden="true">`
    + `<circle cx="${c}" cy="${c}" r="${r}" fill="var(--shade)" stroke="var(--line)"/>`
    + `<path d="${lit}" fill="var(--moon)"${transform}/></svg>`;
}
