// Shared @swc/jest transform. @swc/jest does not read tsconfig, so decorators and their
// metadata are switched on here; without decoratorMetadata Nest injects undefined. Class fields
// follow tsconfig's useDefineForClassFields: false, as the build does: a field initializer may use a
// constructor parameter property (`private readonly service = this.runner.for(…)`).
const transform = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
transform.ignore =
  '/node_modules/(?!(@nestjs|file-type|strtok3|token-types|@tokenizer|uint8array-extras|@borewit|load-esm|content-disposition|jose)/)';
module.exports = transform;
