/**
 * The app's PNG icons (manifest, apple-touch-icon, favicon), rendered with `sharp` from one SVG in the
 * brand colours (server/assets/app/icon.svg) on first request and kept in memory: no binary files in
 * the repository, and a change of the SVG is a change of every icon. Maskable icons are the picture
 * as drawn (full bleed, the mark inside the central 80% circle); the others get rounded corners.
 */
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';

export const APP_ICON_SVG = new URL('../assets/app/icon.svg', import.meta.url);

/** The rounded-corner mask of a non-maskable icon (a 512 square, corner radius 96, as the platforms round). */
const ROUNDED = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512"><rect width="512" height="512" rx="96" fill="#fff"/></svg>');

export async function renderAppIcon(size: number, maskable: boolean): Promise<Buffer> {
  const svg = await readFile(APP_ICON_SVG);
  const image = sharp(svg, { density: Math.max(72, Math.ceil((72 * size) / 512)) }).resize(size, size);
  if (maskable) return image.png().toBuffer();
  const mask = await sharp(ROUNDED).resize(size, size).png().toBuffer();
  return image.composite([{ input: mask, blend: 'dest-in' }]).png().toBuffer();
}

const rendered = new Map<string, Promise<Buffer>>();

/** The icon, rendered once per process (a failed render is tried again next time). */
export function appIcon(size: number, maskable: boolean): Promise<Buffer> {
  const key = `${size}:${maskable}`;
  let icon = rendered.get(key);
  if (!icon) {
    icon = renderAppIcon(size, maskable);
    rendered.set(key, icon);
    icon.catch(() => rendered.delete(key));
  }
  return icon;
}
