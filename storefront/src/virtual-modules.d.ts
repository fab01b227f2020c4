declare module 'virtual:ssr-assets' {
  /** One chunk of Vite's build manifest (`dist/client/.vite/manifest.json`). */
  export interface ManifestChunk {
    readonly file: string;
    readonly imports?: readonly string[];
    readonly dynamicImports?: readonly string[];
    readonly css?: readonly string[];
    readonly isEntry?: boolean;
    readonly isDynamicEntry?: boolean;
  }
  export type ClientManifest = Readonly<Record<string, ManifestChunk>>;
  /** The HTML template (the client build's `index.html` in the server build, the source one in tests) and the client manifest. */
  const assets: { readonly template: string; readonly manifest: ClientManifest | null };
  export default assets;
}
