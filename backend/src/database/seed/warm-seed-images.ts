/**
 * Rasterises the demo products' artwork into the seed image cache once, at build time, so no seed
 * (the test suites seed often) waits for sharp. Run by `npm run build -w backend`; cached files are
 * kept, so a second run only reads.
 */
import { seedImageCacheDir } from '../../config/app-config.js';
import { generatedImage } from '../../modules/media/generated-images.js';
import { productArtworkSvg, SEED_IMAGE_WIDTH } from './catalogue/product-images.js';
import { DEMO_PRODUCTS } from './catalogue/products.js';

const cacheDir = seedImageCacheDir();
const svgs = DEMO_PRODUCTS.flatMap((product) => product.images ?? [])
  .map(productArtworkSvg)
  .filter((svg): svg is string => svg !== null);
const started = performance.now();
let next = 0;
const worker = async () => {
  while (next < svgs.length)
    await generatedImage(Buffer.from(svgs[next++]!), SEED_IMAGE_WIDTH, cacheDir);
};
await Promise.all([worker(), worker()]);
console.info(
  `Seed images: ${svgs.length} in ${cacheDir} (${Math.round(performance.now() - started)} ms)`,
);
