// @ts-check
/**
 * Two projects:
 *   unit     – __tests__/unit/**, plain Node, no build needed
 *   browser  – __tests__/browser/**, needs the built site in public/ (served by
 *              scripts/netlify-serve.mjs from globalSetup; URL in process.env.SITE_URL)
 *
 *   npx jest --selectProjects unit
 *   npx jest --selectProjects browser        (after `npm run build`)
 */

// Inline so the tests do not depend on the project tsconfig (which targets the
// Gatsby/webpack build: module esnext, bundler resolution).
//
// `isolatedModules: true` makes ts-jest transpile each file on its own without type
// checking it (TypeScript's transpileModule). Kept on purpose: the types of the tests,
// their support files and what they import are checked once for the whole project by
// `npm run typecheck` (tsconfig.json includes __tests__/ and scripts/), which `npm test`
// and .ci/run run before jest. Type checking in ts-jest as well would build a language
// service in every worker and check the same files again per test file, to report
// nothing tsc does not: measured on the unit project without jest's cache, 103 s instead
// of 46 s (three times the CPU time). Run `npm run typecheck` after editing a test.
/** @type {NonNullable<import("jest").Config["transform"]>} */
const tsJestTransform = {
  "^.+\\.tsx?$": [
    "ts-jest",
    {
      tsconfig: {
        jsx: "react-jsx",
        // As the site is compiled (tsconfig.json): the css prop of the components a test renders is Emotion's.
        jsxImportSource: "@emotion/react",
        esModuleInterop: true,
        module: "commonjs",
        target: "es2020",
        strict: true,
        skipLibCheck: true,
        resolveJsonModule: true,
        isolatedModules: true,
      },
    },
  ],
}

// Gatsby output and caches must not be crawled (duplicate package.json names,
// thousands of files).
/** @type {string[]} */
const modulePathIgnorePatterns = ["<rootDir>/public/", "<rootDir>/.cache/", "<rootDir>/node_modules/.cache/"]

/** @type {import("jest").Config} */
module.exports = {
  // Browser tests start Chromium and load pages; jest ignores testTimeout inside a project.
  testTimeout: 60000,
  projects: [
    {
      displayName: "unit",
      rootDir: __dirname,
      testEnvironment: "node",
      testMatch: ["<rootDir>/__tests__/unit/**/*.test.ts?(x)"],
      transform: tsJestTransform,
      modulePathIgnorePatterns,
    },
    {
      displayName: "browser",
      rootDir: __dirname,
      testEnvironment: "node",
      testMatch: ["<rootDir>/__tests__/browser/**/*.test.ts"],
      transform: tsJestTransform,
      modulePathIgnorePatterns,
      // .mjs so that scripts/netlify-serve.mjs (ESM) is imported natively, not via
      // ts-jest's CommonJS output.
      globalSetup: "<rootDir>/__tests__/browser/support/globalSetup.mjs",
      globalTeardown: "<rootDir>/__tests__/browser/support/globalTeardown.mjs",
      testTimeout: 60000,
    },
  ],
}
