/**
 * Compiles the code examples of the reference pages (fenced blocks marked `typecheck`) against the types of the
 * installed packages, in memory, with the project's tsconfig.
 */
import path from 'node:path';
import ts from 'typescript';
import type {CodeBlock} from './markdown';

export type ExampleFile = {page: string; block: CodeBlock};
export type TypecheckDiagnostic = {page: string; line: number; message: string};

export function typecheckExamples(siteDir: string, examples: ExampleFile[]): TypecheckDiagnostic[] {
  const configPath = path.join(siteDir, 'tsconfig.json');
  const configFile = ts.readConfigFile(configPath, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(configFile.config, ts.sys, siteDir);
  const options: ts.CompilerOptions = {...parsed.options, noEmit: true, skipLibCheck: true, incremental: false};

  const virtualDir = path.join(siteDir, '.api-reference-examples');
  const virtualFiles = new Map<string, {text: string; example: ExampleFile}>();
  examples.forEach((example, index) => {
    const extension = example.block.lang === 'tsx' ? 'tsx' : 'ts';
    const text = /^\s*(import|export)\s/m.test(example.block.code)
      ? example.block.code
      : `${example.block.code}\nexport {};\n`;
    virtualFiles.set(path.join(virtualDir, `example-${index}.${extension}`), {text, example});
  });

  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (file) => virtualFiles.get(file)?.text ?? readFile(file);
  host.fileExists = (file) => virtualFiles.has(file) || fileExists(file);
  host.getSourceFile = (file, languageVersion, onError, shouldCreate) => {
    const virtual = virtualFiles.get(file);
    return virtual
      ? ts.createSourceFile(file, virtual.text, languageVersion, true)
      : getSourceFile(file, languageVersion, onError, shouldCreate);
  };

  const program = ts.createProgram({rootNames: [...virtualFiles.keys()], options, host});
  return ts
    .getPreEmitDiagnostics(program)
    .filter((d) => d.file && virtualFiles.has(d.file.fileName))
    .map((d) => {
      const {example} = virtualFiles.get(d.file!.fileName)!;
      const {line} = d.file!.getLineAndCharacterOfPosition(d.start ?? 0);
      return {
        page: example.page,
        // +1: the opening fence line; +1: 1-based lines.
        line: example.block.line + line + 1,
        message: ts.flattenDiagnosticMessageText(d.messageText, '\n'),
      };
    });
}
