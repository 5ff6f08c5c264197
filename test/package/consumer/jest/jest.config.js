/** @type {import('jest').Config} */
export default {
  // 'node' for API code; 'jest-fixed-jsdom' (not 'jsdom') for components that need a DOM.
  testEnvironment: 'node',
  // The package is ESM only: run the tests as ES modules, compiled by ts-jest.
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: { '^.+\\.ts$': ['ts-jest', { useESM: true }] },
}
