import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A resource screen loaded on first use: each resource's views become their own chunk, so the
 * back-office's first view downloads only the shell (the layout's Suspense shows react-admin's
 * loader meanwhile). `load` is an `import()` of the views module; the named export is the view.
 */
export function lazyView<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  name: keyof M & string,
): LazyExoticComponent<ComponentType> {
  return lazy(async () => {
    const module = await load();
    const view = module[name];
    if (typeof view !== 'function' && (typeof view !== 'object' || view === null))
      throw new Error(`lazyView: ${name} is not a component`);
    return { default: view as ComponentType };
  });
}
