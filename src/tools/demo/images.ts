/**
 * Renders the demo listings' pictures: flat warehouse illustrations composed as SVG in code,
 * written as responsive WebP files. Run with `npm run demo:images`; the output is
 * committed, so the seed and the site never need this script at run time.
 */
import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { IMAGE_WIDTHS } from '#src/shared/warehouse.ts';
import { DEMO_IMAGE_NAMES, DEMO_MEDIA_DIR, type DemoImageName } from './demo-images.ts';
import {
  bondedWarehouse,
  bulkSilos,
  coldStorageExterior,
  containerYard,
  distributionCenter,
  flexUnits,
  hazmatStore,
  loadingDocks,
} from './exterior-scenes.ts';
import { climateControlled, coldRoom, fulfillmentFloor, racking } from './interior-scenes.ts';
import { W } from './svg-drawing.ts';

const SCENES: Record<DemoImageName, () => string> = {
  'racking-aisle': racking,
  'loading-docks': loadingDocks,
  'distribution-center': distributionCenter,
  'flex-units': flexUnits,
  'cold-room': coldRoom,
  'cold-storage-exterior': coldStorageExterior,
  'climate-controlled': climateControlled,
  'fulfillment-floor': fulfillmentFloor,
  'container-yard': containerYard,
  'bonded-warehouse': bondedWarehouse,
  'bulk-silos': bulkSilos,
  'hazmat-store': hazmatStore,
};

async function render() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
  const outDir = path.join(root, DEMO_MEDIA_DIR);
  await mkdir(outDir, { recursive: true });
  for (const name of DEMO_IMAGE_NAMES) {
    const source = Buffer.from(SCENES[name]());
    const sizes: string[] = [];
    for (const width of IMAGE_WIDTHS) {
      const file = path.join(outDir, `${name}-${width}.webp`);
      await sharp(source, { density: 72 * (width / W) * 1.5 })
        .resize(width, Math.round((width * 10) / 16))
        .webp({ quality: 72, effort: 6, smartSubsample: true })
        .toFile(file);
      sizes.push(`${width}: ${((await stat(file)).size / 1024).toFixed(1)} KB`);
    }
    console.log(`${name.padEnd(22)} ${sizes.join('  ')}`);
  }
}

// A failure rejects unhandled, which ends the process with an error.
void render();
