import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import path from 'node:path';

/** Import zones (DESIGN.md): shared imports nothing of server/web; web never imports server. */
const zone = (forbidden, message) => ({
  'no-restricted-imports': ['error', { patterns: forbidden.map((group) => ({ group: [group], message })) }],
});

/**
 * The floors of src/web (DESIGN.md; docs/decisions.md "The web in floors"), lowest first: `lib`
 * (what features use: HTTP, session, locale, query state, screen and widget types) imports shared
 * and lib only; `ui` (reusable pieces) adds lib; a feature (`features/<area>`) imports shared, lib,
 * ui and its own folder, never another feature; `app` composes all of them. Each relative import
 * (static, dynamic or re-export) is resolved to the file it names, so `../../home/...` is seen for
 * what it is.
 */
const ROOT = import.meta.dirname;
function floorOf(file) {
  const rel = path.relative(ROOT, file).split(path.sep).join('/');
  const feature = /^src\/web\/features\/([^/]+)\//.exec(rel);
  if (feature) return { floor: 'feature', name: feature[1], label: `features/${feature[1]}` };
  for (const floor of ['shared', 'server']) if (rel.startsWith(`src/${floor}/`)) return { floor, label: floor };
  for (const floor of ['lib', 'ui', 'app']) if (rel.startsWith(`src/web/${floor}/`)) return { floor, label: floor };
  return undefined;
}
const MAY_IMPORT = {
  lib: ['shared', 'lib'],
  ui: ['shared', 'lib', 'ui'],
  feature: ['shared', 'lib', 'ui'],
};
const floorsPlugin = {
  rules: {
    imports: {
      meta: {
        type: 'problem',
        docs: { description: 'keeps each floor of src/web to the floors below it' },
        schema: [],
        messages: { forbidden: '{{from}} may import {{allowed}} only, not {{to}}' },
      },
      create(context) {
        const from = floorOf(context.filename);
        const allowed = from && MAY_IMPORT[from.floor];
        if (!allowed) return {};
        const check = (node) => {
          const source = node.source;
          if (source?.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
          const to = floorOf(path.resolve(path.dirname(context.filename), source.value));
          if (!to) return;
          const ok = allowed.includes(to.floor) || (to.floor === 'feature' && to.name === from.name);
          if (ok) return;
          const own = from.floor === 'feature' ? ` and ${from.label}` : '';
          context.report({
            node: source,
            messageId: 'forbidden',
            data: { from: from.label, allowed: `${allowed.join(', ')}${own}`, to: to.label },
          });
        };
        return {
          ImportDeclaration: check,
          ImportExpression: check,
          ExportNamedDeclaration: check,
          ExportAllDeclaration: check,
        };
      },
    },
  },
};

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'data/**',
      'node_modules/**',
      'src/server/db/migrations/**',
      'bench/results/**',
      'e2e/artifacts/**',
      'public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/shared/**'],
    rules: zone(
      ['**/server/**', '**/web/**', 'react', 'react-dom', 'fastify', 'drizzle-orm*'],
      'src/shared must not import server or web code',
    ),
  },
  {
    files: ['src/web/**'],
    plugins: { 'react-hooks': reactHooks, floors: floorsPlugin },
    rules: {
      'floors/imports': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...zone(
        ['**/server/**', 'fastify', 'drizzle-orm*', 'pg', '@electric-sql/*', 'node:*'],
        'src/web must not import server code',
      ),
    },
  },
);
