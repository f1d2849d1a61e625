/**
 * Two projects:
 *   unit     – __tests__/unit/**, plain Node, no build needed
 *   browser  – __tests__/browser/**, needs the built site in public/ (served by
 *              scripts/serve.mjs from globalSetup; URL in process.env.SITE_URL)
 *
 *   npx jest --selectProjects unit
 *   npx jest --selectProjects browser        (after `npm run build`)
 *
 * @type {import('jest').Config}
 */

// Inline so the tests do not depend on the project tsconfig (which targets the
// Gatsby/webpack build: module esnext, bundler resolution).
const tsJestTransform = {
  "^.+\\.tsx?$": [
    "ts-jest",
    {
      tsconfig: {
        jsx: "react-jsx",
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
const modulePathIgnorePatterns = ["<rootDir>/public/", "<rootDir>/.cache/", "<rootDir>/node_modules/.cache/"]

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
      // .mjs so that scripts/serve.mjs (ESM) is imported natively, not via
      // ts-jest's CommonJS output.
      globalSetup: "<rootDir>/__tests__/browser/support/globalSetup.mjs",
      globalTeardown: "<rootDir>/__tests__/browser/support/globalTeardown.mjs",
      testTimeout: 60000,
    },
  ],
}
