import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { cropVariants, decode, widthVariants } from './image-variants.js';

/** Part of the cache key of generated images: bump it when their rasterising or encoding changes. */
const GENERATED_PIPELINE = 'generated-v1';

/** A generated image's files as the cache keeps them. */
export interface GeneratedFiles {
  width: number;
  height: number;
  variants: { name: string; data: Buffer }[];
}

/**
 * The library files of a generated SVG rasterised `width` pixels wide: from the cache in
 * `cacheDir` (named by the SVG's content hash) or made by sharp and cached there.
 */
export async function generatedImage(
  bytes: Buffer,
  width: number,
  cacheDir: string,
): Promise<GeneratedFiles> {
  const hash = createHash('sha256')
    .update(`${GENERATED_PIPELINE}/${width}/`)
    .update(bytes)
    .digest('hex');
  return (
    (await readGenerated(cacheDir, hash)) ??
    writeGenerated(cacheDir, hash, await rasterise(bytes, width))
  );
}

/** An SVG rasterised `width` pixels wide, as the width files and crops of the library (no master). */
async function rasterise(bytes: Buffer, width: number): Promise<GeneratedFiles> {
  const declared = Number(/<svg[^>]*\swidth="(\d+(?:\.\d+)?)"/.exec(bytes.toString('utf8'))?.[1]);
  const density = declared > 0 ? (72 * width) / declared : 150;
  const decoded = await decode({ bytes, svg: true, density });
  return {
    width: decoded.width,
    height: decoded.height,
    variants: [
      ...(await widthVariants(decoded.master, decoded.width)),
      ...(await cropVariants(decoded.master, decoded, { x: 0.5, y: 0.5 })),
    ],
  };
}

/** The cached files of a generated image, or null when they are not (all) there. */
async function readGenerated(cacheDir: string, hash: string): Promise<GeneratedFiles | null> {
  const dir = join(cacheDir, hash);
  try {
    const manifest = JSON.parse(await readFile(join(dir, 'manifest.json'), 'utf8')) as {
      width: number;
      height: number;
      names: string[];
    };
    return {
      width: manifest.width,
      height: manifest.height,
      variants: await Promise.all(
        manifest.names.map(async (name) => ({
          name,
          data: await readFile(join(dir, `${name}.webp`)),
        })),
      ),
    };
  } catch {
    return null;
  }
}

/**
 * Keeps a generated image's files in the cache: written to a folder of its own and renamed into
 * place, so a process seeding at the same time never reads half a set.
 */
async function writeGenerated(
  cacheDir: string,
  hash: string,
  files: GeneratedFiles,
): Promise<GeneratedFiles> {
  const temporary = join(cacheDir, `.${hash}-${randomBytes(6).toString('hex')}`);
  try {
    await mkdir(temporary, { recursive: true });
    await Promise.all(
      files.variants.map(({ name, data }) => writeFile(join(temporary, `${name}.webp`), data)),
    );
    await writeFile(
      join(temporary, 'manifest.json'),
      JSON.stringify({
        width: files.width,
        height: files.height,
        names: files.variants.map(({ name }) => name),
      }),
    );
    await rename(temporary, join(cacheDir, hash));
  } catch {
    // another process cached the same image first, or the cache is not writable: use ours anyway
    await rm(temporary, { recursive: true, force: true }).catch(() => undefined);
  }
  return files;
}
