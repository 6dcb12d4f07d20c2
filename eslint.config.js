// ESLint's flat config: JavaScript's and typescript-eslint's recommended rules, a few rules that
// use the type checker (promises nobody awaits), React's hook rules, and the project's own
// boundaries. Formatting is Prettier's alone: eslint-config-prettier, last, turns off every rule
// that would disagree with it.
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import { defineConfig, globalIgnores } from "eslint/config";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** An import specifier that reaches src/<folder>: through the "@/" alias or by climbing with "../". */
const into = (folder) => `^(@/|(\\./)?(\\.\\./)+)${folder}(/|$)`;

/** Only src/server/env.ts reads the environment: every setting is parsed, checked and documented there. */
const ENV_ONLY_IN_ENV_TS = "Only src/server/env.ts reads process.env: take the setting from there (loadEnv).";
const noProcessEnv = [
  "MemberExpression[object.name='process'][property.name='env']", // process.env
  "MemberExpression[object.name='process'][property.value='env']", // process["env"]
  "MemberExpression[object.property.name='process'][property.name='env']", // globalThis.process.env
  "VariableDeclarator[init.name='process'] > ObjectPattern > Property[key.name='env']", // const { env } = process
].map((selector) => ({ selector, message: ENV_ONLY_IN_ENV_TS }));
const noProcessEnvImport = { name: "node:process", importNames: ["env"], message: ENV_ONLY_IN_ENV_TS };
const noProcessEnvPaths = [noProcessEnvImport, { ...noProcessEnvImport, name: "process" }];

/** import("…") of a folder the file may not reach (no-restricted-imports sees static imports only). */
const noDynamicImportOf = (folder, message) => ({
  selector: `ImportExpression[source.value=/${into(folder).replaceAll("/", "\\x2F")}/]`,
  message,
});

const CLIENT_NOT_SERVER =
  "The browser's code never imports the server's: move what both need to src/shared/ (a type-only import, such as tRPC's AppRouter, is erased and allowed).";
const SHARED_NOT_SIDES = "src/shared/ is imported by the client and the server alike, and imports neither.";

export default defineConfig([
  globalIgnores([
    "dist/",
    "data/",
    ".tmp/",
    "test-results/",
    "playwright-report/",
    "bench/results/",
    "src/client/routeTree.gen.ts",
  ]),

  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      // tsc's noUnusedLocals / noUnusedParameters already fail the typecheck on these.
      "@typescript-eslint/no-unused-vars": "off",
      // Type-aware: a promise nobody awaits or catches loses its error.
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      "@typescript-eslint/await-thenable": "error",
      // Where the code matches control characters it means to (text.ts refuses them, file names drop them).
      "no-control-regex": "off",
    },
  },
  {
    // Outside tsconfig.json (plain JavaScript): no type information, so no type-aware rules.
    files: ["**/*.{js,mjs,cjs}"],
    extends: [tseslint.configs.disableTypeChecked],
  },

  {
    // Playwright reads which fixtures a test uses from its first parameter: `async ({}, testInfo)` uses none.
    files: ["e2e/**/*.ts"],
    rules: { "no-empty-pattern": ["error", { allowObjectPatternsAsParameters: true }] },
  },

  {
    files: ["src/client/**/*.{ts,tsx}"],
    extends: [reactHooks.configs.flat.recommended],
    languageOptions: { globals: { ...globals.browser } },
  },

  // Boundaries. scripts/, bench/, e2e/ and the *.config.ts files are tools run from a shell and may
  // read process.env; src/ reads it only in src/server/env.ts.
  {
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/server/env.ts"],
    rules: {
      "no-restricted-syntax": ["error", ...noProcessEnv],
      "@typescript-eslint/no-restricted-imports": ["error", { paths: noProcessEnvPaths }],
    },
  },
  {
    files: ["src/client/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": ["error", ...noProcessEnv, noDynamicImportOf("server", CLIENT_NOT_SERVER)],
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: noProcessEnvPaths,
          patterns: [{ regex: into("server"), allowTypeImports: true, message: CLIENT_NOT_SERVER }],
        },
      ],
    },
  },
  {
    files: ["src/shared/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        ...noProcessEnv,
        noDynamicImportOf("server", SHARED_NOT_SIDES),
        noDynamicImportOf("client", SHARED_NOT_SIDES),
      ],
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { paths: noProcessEnvPaths, patterns: [{ regex: into("(server|client)"), message: SHARED_NOT_SIDES }] },
      ],
    },
  },

  prettier,
]);
