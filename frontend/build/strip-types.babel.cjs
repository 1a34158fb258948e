// Babel plugin for Griffel's build-time evaluation (vite.config.ts): the style evaluator reads the
// app's TypeScript files with Babel, which has no TypeScript transform here, so their types and JSX
// are stripped with the bundler's own transformer before Babel parses them.
const { transformSync } = require('rolldown/experimental');

module.exports = () => ({
  parserOverride(code, options, parse) {
    const file = options.sourceFileName ?? '';
    if (!/\.(ts|tsx)$/.test(file)) return undefined;
    return parse(transformSync(file, code, { jsx: { runtime: 'automatic' } }).code, options);
  },
});
