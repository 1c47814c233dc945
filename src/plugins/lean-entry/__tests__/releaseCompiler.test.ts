import {describe, expect, it} from 'vitest';
import {ReleaseCompilerPlugin} from '../releaseCompiler';

function fakeCompiler() {
  const shutdown: (() => void)[] = [];
  const compiler = {
    options: {plugins: [] as unknown[]},
    hooks: {shutdown: {tap: (_name: string, callback: () => void) => void shutdown.push(callback)}},
  };
  return {compiler, shutdown: () => shutdown.forEach((callback) => callback())};
}

describe('ReleaseCompilerPlugin', () => {
  it('clears the compiler that config plugins keep, once the compiler has shut down', () => {
    const {compiler, shutdown} = fakeCompiler();
    const keeper = {compiler: compiler as unknown, apply() {}};
    const other = {compiler: {name: 'another one'}, apply() {}};
    compiler.options.plugins.push(keeper, other, null);
    new ReleaseCompilerPlugin({attempts: 1}).apply(compiler);
    expect(keeper.compiler).toBe(compiler);
    shutdown();
    expect(keeper.compiler).toBeUndefined();
    expect(other.compiler).toEqual({name: 'another one'});
  });
});
