// Lint rules, including the layering: a file's folder says what it may import.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import formatjs from 'eslint-plugin-formatjs';

const nodeBuiltins = {
  group: ['node:*', 'fs', 'path', 'os', 'child_process', 'crypto', 'http', 'https', 'net'],
  message: 'This layer has no Node.',
};
const noSimulator = {
  group: ['**/simulator', '**/simulator/**', '**/browser-shell', '**/browser-shell/**'],
  message:
    'src/main never imports the simulator or the browser shell: the entry points hand the offline demo `startDemo`, which loads the simulator with import() only when it is needed.',
};
/** Tests, and what only tests use: a `testing/` folder. Their paths say so, and only they may import each other. */
const testFiles = ['src/**/*.test.ts', 'src/**/*.test.tsx', 'src/**/testing/**', 'test/**'];
/**
 * Files whose every text comes from the message catalogue (src/shared/i18n): no literal text in JSX, nor in the
 * props that name or explain things. The list grows, file by file, until it is the whole renderer.
 */
const speaksFromCatalogue = [
  'src/renderer/features/documents/**',
  'src/renderer/features/write/**',
  'src/renderer/features/styleRules/**',
  'src/renderer/app/App.tsx',
  'src/renderer/app/WelcomeView.tsx',
  'src/renderer/features/settings/**',
  'src/renderer/features/history/**',
  'src/renderer/features/qualityCheck/**',
  'src/renderer/components/ProOnlyNotice.tsx',
  'src/renderer/components/StyleRulePicker.tsx',
  'src/renderer/app/sections.tsx',
  'src/renderer/i18n/**',
  'src/renderer/features/voice/**',
  'src/renderer/features/spokenTerms/**',
  'src/renderer/components/ErrorNotice.tsx',
  'src/renderer/components/KeySettingsLink.tsx',
  'src/renderer/components/LanguageSelect.tsx',
  'src/renderer/components/ConnectionLoading.tsx',
  'src/renderer/components/ErrorBoundary.tsx',
  'src/renderer/components/DataFolderBanner.tsx',
  'src/renderer/components/ShellConnectionBanner.tsx',
  'src/renderer/components/DraftNotice.tsx',
  'src/renderer/components/GlossaryOrder.tsx',
  'src/renderer/components/MemoryPicker.tsx',
  'src/renderer/components/TargetLanguageChips.tsx',
  'src/renderer/components/DateField.tsx',
  'src/renderer/features/voiceJobs/VoiceJobsView.tsx',
  'src/renderer/features/glossaries/**',
  'src/renderer/features/styleProfiles/**',
  'src/renderer/features/quickTranslate/**',
  'src/renderer/features/translate/**',
  'src/renderer/features/translationMemories/**',
  'src/renderer/features/developerKeys/**',
  'src/renderer/features/languages/**',
];
/**
 * formatjs's `no-literal-string-in-jsx`, except for text without a letter: a space, an arrow, a separator dot or a
 * symbol between two messages is layout, not words, and reads the same in every language.
 */
const formatjsLiteral = formatjs.rules['no-literal-string-in-jsx'];
const hasLetter = (node) => {
  const text = node.type === 'TemplateLiteral' ? node.quasis.map((q) => q.value.cooked ?? '').join('') : node.value;
  return typeof text !== 'string' || /\p{L}/u.test(text);
};
const noLiteralText = {
  meta: formatjsLiteral.meta,
  create(context) {
    const filtered = Object.create(context, {
      report: {
        value: (descriptor) => {
          const node = descriptor.node?.type === 'JSXAttribute' ? descriptor.node.value : descriptor.node;
          if (!node || hasLetter(node)) context.report(descriptor);
        },
      },
    });
    return formatjsLiteral.create(filtered);
  },
};
/** Files that only tests load: they may start a simulator. */
const mainTestFiles = ['src/main/**/*.test.ts', 'src/main/**/testing/**'];

/** Production code never imports a test or a `testing/` folder (static, dynamic or re-export). */
const noTestCode = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      if (/(^|\/)testing(\/|$)|\.test(\.[jt]sx?)?$/.test(source.value))
        context.report({
          node: source,
          message: `Production code never imports test code ("${source.value}"): a testing/ folder and *.test files are for tests only.`,
        });
    };
    return {
      ImportDeclaration: check,
      ImportExpression: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
    };
  },
};
const electron = {
  group: ['electron'],
  message:
    'Only the Electron edge files (src/main/index.ts, src/main/shell, src/main/ipc/electronIpc.ts, src/preload) may import electron.',
};

/** Glossa's own lint rules. */
const glossaPlugin = { rules: { 'no-test-code': noTestCode, 'no-literal-text': noLiteralText } };

export default tseslint.config(
  { ignores: ['out/**', 'dist/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', '.cache/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },
  {
    files: ['src/**'],
    ignores: testFiles,
    plugins: { glossa: glossaPlugin },
    rules: { 'glossa/no-test-code': 'error' },
  },
  {
    files: ['src/shared/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            nodeBuiltins,
            electron,
            {
              group: ['**/main/**', '**/renderer/**', '**/simulator/**', 'react', 'undici', 'ws'],
              message: 'src/shared is pure.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/renderer/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            nodeBuiltins,
            electron,
            {
              group: ['**/main/**', '**/simulator/**', '**/browser-shell/**', 'undici', 'ws', 'keytar'],
              message: 'The renderer talks to main only through window.glossa.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/main/**', 'src/simulator/**', 'src/browser-shell/**', 'src/node/**'],
    ignores: ['src/main/index.ts', 'src/main/shell/**', 'src/main/ipc/electronIpc.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [electron, { group: ['**/renderer/**'], message: 'Main-side code never imports the renderer.' }] },
      ],
    },
  },
  {
    files: ['src/main/**'],
    ignores: ['src/main/index.ts', 'src/main/shell/**', 'src/main/ipc/electronIpc.ts', ...mainTestFiles],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            electron,
            { group: ['**/renderer/**'], message: 'Main-side code never imports the renderer.' },
            noSimulator,
          ],
        },
      ],
    },
  },
  {
    files: ['src/main/index.ts', 'src/main/shell/**', 'src/main/ipc/electronIpc.ts'],
    ignores: mainTestFiles,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['**/renderer/**'], message: 'Main-side code never imports the renderer.' }, noSimulator],
        },
      ],
    },
  },
  {
    files: ['src/node/**'],
    ignores: ['src/node/**/*.test.ts', 'src/node/**/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            electron,
            {
              group: ['**/main/**', '**/renderer/**', '**/simulator/**', '**/browser-shell/**'],
              message:
                'src/node (and its format layer, src/node/formats) is shared by main and the simulator: it imports only src/shared and src/node.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/simulator/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            electron,
            {
              group: ['**/main/**', '**/renderer/**'],
              message: 'The simulator is its own program: it shares only src/shared and src/node.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**', 'bench/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
  {
    files: speaksFromCatalogue,
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    plugins: { glossa: glossaPlugin },
    rules: {
      'glossa/no-literal-text': [
        'error',
        { props: { include: [['*', '{label,emptyLabel,heading,hint,message,nextStep}']] } },
      ],
    },
  },
);
