/**
 * How Paraglide compiles messages/*.json into src/paraglide (docs/decisions/i18n.md): one module
 * per message so a page's bundle holds only the messages it calls. The locale is never guessed
 * by the runtime: the server sets it per page or request and the browser reads it from the
 * path (src/shared/i18n/messages.ts), so only the global-variable strategy is compiled in.
 */
export const PARAGLIDE_OPTIONS = {
  project: './project.inlang',
  outdir: './src/paraglide',
  strategy: ['globalVariable', 'baseLocale'] as ('globalVariable' | 'baseLocale')[],
  emitTsDeclarations: true,
  // Always, also in a development build (whose default is a module per language): the one-language
  // builds (src/integrations/static-locale-messages.ts) expect it, and the CLI (`npm run i18n`)
  // compiles the same.
  outputStructure: 'message-modules' as const,
};
