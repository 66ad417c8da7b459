import { readdirSync } from 'node:fs';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// The boundaries between the parts of the code are held here, not by habit; the record is
// docs/decisions/0035-boundaries-held-by-lint.md. The feature lists are read from the folders,
// so a new feature is held to the same rules the day it is made.
const foldersIn = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const clientFeatures = foldersIn('./client/src/features/');
const serverFeatures = foldersIn('./server/src/features/');

const testFiles = ['**/*.test.{ts,tsx}', 'server/test/**', 'e2e/**', 'bench/**'];

const noUnknownCast = {
  selector:
    "TSAsExpression[expression.type='TSAsExpression'][expression.typeAnnotation.type='TSUnknownKeyword']",
  message:
    '`as unknown as` hides a type error: type the value where it is made, or check it with zod.',
};
const noLiteralApiPath = [
  {
    selector: 'Literal[value=/^\\/api\\//]',
    message: 'API paths live in the contracts (common/contracts): use the endpoint named there.',
  },
  {
    selector: 'TemplateLiteral > TemplateElement[value.raw=/^\\/api\\//]',
    message: 'API paths live in the contracts (common/contracts): use the endpoint named there.',
  },
];
// The first Intl formatter of a page starts ICU (tens of ms on a phone): numbers are written by
// common/format-number.ts, and a formatter is made when it is first used, not as a module loads.
const noIntlAtLoad = [
  {
    selector: "CallExpression[callee.property.name='toLocaleString'][arguments.0.value='en-US']",
    message: 'Write numbers with formatCount (common/format-number.ts): toLocaleString starts ICU.',
  },
  {
    selector:
      "Program > VariableDeclaration > VariableDeclarator > NewExpression[callee.object.name='Intl']",
    message: 'Make an Intl formatter on its first use, not as the module loads: it starts ICU.',
  },
];
const noProductKey = {
  selector: "Literal[value='blu_leads']",
  message:
    'Products describe themselves in common/catalogue.ts: read the entry (its fulfilment) instead of naming a product.',
};

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'data/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      '.tmp/**',
      'bench/results/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ['client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Each icon from its own file: the build then sees which pages use which icon, and groups
      // the signed-in pages' icons into one file that no public page loads (vite.config.ts).
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'lucide-react',
              message: "Import each icon from 'lucide-react/icons/<name>'.",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'no-restricted-syntax': ['error', noUnknownCast, noProductKey, ...noIntlAtLoad],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // Layers: common is below everything; content is text; client and server are apart.
            {
              target: './common',
              from: ['./client', './server', './content'],
              message: 'common holds contracts and rules: it knows no screen, server or wording.',
            },
            {
              target: './content',
              from: ['./client', './server'],
              message: 'content is text as data: it knows no component or database.',
            },
            {
              target: './client',
              from: './server',
              message: 'The client talks to the server over HTTP only.',
            },
            {
              target: './server',
              from: './client',
              message: 'The server never imports the client.',
            },
            // Client: lower layers never reach up into features or the app.
            {
              target: ['./client/src/components', './client/src/lib', './client/src/session'],
              from: ['./client/src/features', './client/src/app'],
              message: 'components, lib and session sit below the features and the app.',
            },
            {
              target: './client/src/lib',
              from: './client/src/components',
              message:
                'lib holds plain helpers below the components: move what both need into lib.',
            },
            {
              target: './client/src/features',
              from: './client/src/app',
              message: 'A feature never imports the app: the app composes features.',
            },
            // Client features never import each other: what two share moves down or up.
            ...clientFeatures.map((feature) => ({
              target: `./client/src/features/${feature}`,
              from: './client/src/features',
              except: [`./${feature}`],
              message:
                'Client features never import each other: move what they share to components, lib or session, or compose them in app/.',
            })),
            // Server: the database layer knows nothing above it; the core (sessions, email,
            // payments, orders), the plugins and the shared helpers (HTTP, CSV, lists) know no
            // feature.
            {
              target: './server/src/db',
              from: [
                './server/src/features',
                './server/src/core',
                './server/src/plugins',
                './server/src/lists',
                './server/src/workers',
              ],
              message: 'The database layer sits below everything else on the server.',
            },
            {
              target: [
                './server/src/core',
                './server/src/plugins',
                './server/src/http',
                './server/src/csv',
                './server/src/lists',
                './server/src/workers',
              ],
              from: './server/src/features',
              message:
                'The core, the plugins, the worker pool and the HTTP, CSV and list helpers sit below the features: a feature plugs into the core (for orders, through the catalogue), never the other way.',
            },
            {
              target: ['./server/src/core', './server/src/features', './server/src/plugins'],
              from: ['./server/src/app.ts', './server/src/main.ts'],
              message: 'app.ts and main.ts compose the server: nothing they compose imports them.',
            },
            // The demo seed builds with the features; nothing below it uses the demo.
            {
              target: [
                './server/src/features',
                './server/src/core',
                './server/src/db',
                './server/src/plugins',
                './server/src/http',
                './server/src/csv',
                './server/src/lists',
                './server/src/workers',
              ],
              from: './server/src/demo',
              message:
                'The demo seed sits above the features: only main.ts, scripts and tests use it.',
            },
            // Server features use each other only through the other's index.ts.
            ...serverFeatures.flatMap((feature) =>
              serverFeatures
                .filter((other) => other !== feature)
                .map((other) => ({
                  target: `./server/src/features/${feature}`,
                  from: `./server/src/features/${other}`,
                  except: ['./index.ts'],
                  message: `Use ${other} through its public module, server/src/features/${other}/index.ts.`,
                })),
            ),
          ],
        },
      ],
      'import-x/no-cycle': 'error',
    },
  },
  {
    files: ['client/src/**/*.{ts,tsx}', 'server/src/**/*.ts'],
    ignores: testFiles,
    rules: {
      'no-restricted-syntax': [
        'error',
        noUnknownCast,
        noProductKey,
        ...noIntlAtLoad,
        ...noLiteralApiPath,
      ],
    },
  },
  {
    // Tests name real paths and products on purpose (a renamed path must fail them) and may
    // reach into a feature's files to set up a case.
    files: testFiles,
    rules: {
      'no-restricted-syntax': ['error', noUnknownCast],
      'import-x/no-restricted-paths': 'off',
    },
  },
  {
    // The catalogue and the database's enum are where product keys are written.
    files: ['common/catalogue.ts', 'server/src/db/schema/**'],
    rules: { 'no-restricted-syntax': ['error', noUnknownCast, ...noIntlAtLoad] },
  },
);
