import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'test-results/', 'playwright-report/', 'data/pg/', 'data/uploads/'] },
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
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // Layer boundaries (docs/decisions/0029-layer-boundaries-and-one-of-each.md): each import path is named
  // relatively ('../server/…') or through the '@/' alias, so both spellings are listed.
  {
    files: ['src/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(contracts|server|web)(/|$)|^@/(contracts|server|web)(/|$)',
              message: 'src/domain é a base: não importa de contracts, server nem web (decisão 0029).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/web/**', 'src/contracts/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+server(/|$)|^@/server(/|$)',
              message: 'O navegador e os contratos não importam código do servidor (decisão 0029).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/http/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+modules(/|$)|^@/server/modules(/|$)',
              message: 'src/server/http não conhece os módulos: o que precisa deles chega por app.ts (decisão 0029).',
            },
          ],
        },
      ],
    },
  },
  {
    // Test helpers parse arbitrary JSON answers.
    files: ['**/*.test.ts', 'src/server/test/**', 'src/server/reliability/**', 'e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
