/**
 * `npm run lint` (after ESLint): every import of src/ resolved through tsconfig (aliases and relative paths
 * alike) is checked against the layer rule, and start-up import cycles fail. Prints one line per problem.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { findCycles, layerViolation, type ImportEdge } from './lib/layers';

const ROOT = path.resolve(import.meta.dirname, '..');
const config = ts.getParsedCommandLineOfConfigFile(
  path.join(ROOT, 'tsconfig.json'),
  {},
  { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
);
if (!config) throw new Error('tsconfig.json could not be read');
const files = config.fileNames.filter((file) => path.relative(ROOT, file).startsWith(`src${path.sep}`));
const relative = (file: string) => path.relative(ROOT, file).split(path.sep).join('/');

/** The module specifiers of a file with how they are imported. */
function importsOf(source: ts.SourceFile): { specifier: string; typeOnly: boolean; dynamic: boolean }[] {
  const found: { specifier: string; typeOnly: boolean; dynamic: boolean }[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const named =
        clause?.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings.elements : null;
      const typeOnly = Boolean(
        clause?.isTypeOnly || (clause && !clause.name && named && named.length > 0 && named.every((e) => e.isTypeOnly)),
      );
      found.push({ specifier: node.moduleSpecifier.text, typeOnly, dynamic: false });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push({ specifier: node.moduleSpecifier.text, typeOnly: node.isTypeOnly, dynamic: false });
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [arg] = node.arguments;
      if (arg && ts.isStringLiteral(arg)) found.push({ specifier: arg.text, typeOnly: false, dynamic: true });
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      found.push({ specifier: node.argument.literal.text, typeOnly: true, dynamic: false });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const edges: ImportEdge[] = [];
for (const file of files) {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  for (const { specifier, typeOnly, dynamic } of importsOf(source)) {
    const resolved = ts.resolveModuleName(specifier, file, config.options, ts.sys).resolvedModule;
    if (!resolved || resolved.isExternalLibraryImport) continue;
    const target = relative(resolved.resolvedFileName);
    if (target.startsWith('src/')) edges.push({ from: relative(file), to: target, typeOnly, dynamic });
  }
}

const problems: string[] = [];
for (const edge of edges) {
  const why = layerViolation(edge.from, edge.to);
  if (why) problems.push(`${edge.from}: imports ${edge.to}. ${why}`);
}
for (const cycle of findCycles(edges)) problems.push(`import cycle: ${cycle.join(' -> ')}`);

for (const problem of problems) console.error(problem);
console.log(`layers: ${files.length} files, ${edges.length} imports, ${problems.length} problem(s)`);
process.exit(problems.length > 0 ? 1 : 0);
