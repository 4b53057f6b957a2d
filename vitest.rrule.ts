/**
 * rrule ships an ESM build whose source maps name missing files (a warning per file at every run):
 * the tests load it as Node does in production, its CommonJS build. Spread into each Vitest config.
 */
export const rruleAsInProduction = {
  alias: [{ find: /^rrule$/, replacement: 'rrule/dist/es5/rrule.js' }],
  server: { deps: { external: [/node_modules\/rrule\//] } },
};
