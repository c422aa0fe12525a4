// Lets plain Node load the repository's TypeScript build scripts and rspack configs (Node 20 cannot).
// Only our own .ts files are compiled, with SWC; packages in node_modules are loaded untouched, which matters:
// the federation plugin embeds some of its own functions in the bundles as source text.
const swc = require('@swc/core');

require.extensions['.ts'] = function compileTypeScript(module, filename) {
  const { code } = swc.transformFileSync(filename, {
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
    sourceMaps: 'inline',
  });
  module._compile(code, filename);
};
