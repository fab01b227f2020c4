/**
 * Server entry, built to `dist/server/entry-server.js`. The host (backend) calls
 *
 *   render({ url, headers, apiOrigin, brandName, publicUrl }) → { status, headers, body }
 *
 * for every storefront URL. Redirects come back as 301/302 with a `location` header and an
 * empty body; pages as HTML with status 200, or 404 for unknown URLs. The HTML carries no
 * inline executable script (CSP `script-src 'self'`): state travels as
 * `<script type="application/json" id="__PRELOADED_STATE__">`.
 */
export { render, type RenderContext, type RenderResult } from './app/render.tsx';
