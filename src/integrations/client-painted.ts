import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** Adds the `client:painted` directive (src/client/painted-directive.ts), which the islands use instead of `client:load`. */
export function clientPainted(): AstroIntegration {
  return {
    name: 'client-painted',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'painted',
          entrypoint: fileURLToPath(new URL('../client/painted-directive.ts', import.meta.url)),
        });
      },
    },
  };
}

declare module 'astro' {
  interface AstroClientDirectives {
    'client:painted'?: boolean;
  }
}
