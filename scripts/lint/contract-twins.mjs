/**
 * Finds frontend types that copy a contract type instead of importing it (issue 8: each response type
 * written once). A frontend interface or object type whose own fields repeat most of a contract type's
 * fields (at least 4, and 80 % of them) is a copy: import the contract type, or extend/Pick it.
 * Types that add their own fields to a contract type through `extends` or `&` are not copies.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const MIN_SHARED = 4;
const MIN_SHARE = 0.8;

export function filesUnder(dir, keep) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path, keep);
    return keep(path) ? [path] : [];
  });
}

/** Every exported type of the contract with its field names, as the compiler resolves them. */
export function contractTypes(contractDir) {
  const files = filesUnder(contractDir, (path) => path.endsWith('.ts') && !path.endsWith('.spec.ts'));
  const program = ts.createProgram(files, { strict: true, noEmit: true, skipLibCheck: true, resolveJsonModule: true });
  const checker = program.getTypeChecker();
  const types = [];
  for (const file of files) {
    const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(file));
    for (const symbol of moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : []) {
      if (!(symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias))) continue;
      const fields = checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(symbol)).map((property) => property.getName());
      if (fields.length >= MIN_SHARED) types.push({ name: symbol.getName(), file, fields: new Set(fields) });
    }
  }
  return types;
}

/** The fields a declaration lists itself (not those it inherits by `extends`, `&` or `Pick`). */
function ownFields(node) {
  const members = ts.isInterfaceDeclaration(node) ? node.members : ts.isTypeLiteralNode(node) ? node.members : [];
  return members.filter((member) => member.name && (ts.isIdentifier(member.name) || ts.isStringLiteral(member.name))).map((member) => member.name.text);
}

/** Interfaces and object type literals of one source text, with where they are. */
export function declaredShapes(fileName, text) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const shapes = [];
  const visit = (node) => {
    if (ts.isInterfaceDeclaration(node) || ts.isTypeLiteralNode(node)) {
      const name = ts.isInterfaceDeclaration(node) ? node.name.text : ts.isTypeAliasDeclaration(node.parent) ? node.parent.name.text : '(inline type)';
      const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      shapes.push({ name, line, fields: ownFields(node) });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return shapes;
}

/** Each copy found: a frontend shape that repeats most of a contract type's fields. */
export function findTwins(shapes, contract) {
  const twins = [];
  for (const shape of shapes) {
    for (const type of contract) {
      const shared = shape.fields.filter((field) => type.fields.has(field)).length;
      if (shared >= MIN_SHARED && shared >= MIN_SHARE * type.fields.size) twins.push({ ...shape, copies: type.name, shared, of: type.fields.size });
    }
  }
  return twins;
}

export function checkContractTwins(root) {
  const contract = contractTypes(join(root, 'backend/src/contract'));
  const sources = filesUnder(join(root, 'frontend/src'), (path) => /\.tsx?$/.test(path) && !/\.spec\.tsx?$/.test(path));
  return sources.flatMap((file) =>
    findTwins(declaredShapes(file, readFileSync(file, 'utf8')), contract).map(
      (twin) => `${relative(root, file)}:${twin.line} ${twin.name} repeats ${twin.shared} of the ${twin.of} fields of ${twin.copies}: import it from @backend/contract instead`,
    ),
  );
}
