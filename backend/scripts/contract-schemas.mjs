#!/usr/bin/env node
/**
 * Writes src/contract/openapi-schemas.json: a JSON Schema for every type exported from src/contract/,
 * and for every controller route the schema of what it answers, read by the compiler from the
 * handler's declared return type. The OpenAPI document (platform/http/openapi.ts) is built from it,
 * so a response type is written once, as a TypeScript type in the contract, and documented from there.
 *
 * Fails when a route answers a type that is not declared in src/contract/ (the frontend could not
 * import it and would write its own copy), so every answer has one name both sides use.
 *
 *   node scripts/contract-schemas.mjs           write the file (npm run contract -w backend)
 */
import { mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const backend = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const src = join(backend, 'src');
const contractDir = join(src, 'contract');
const output = join(contractDir, 'openapi-schemas.json');
const HTTP_METHODS = new Set(['Get', 'Post', 'Put', 'Delete', 'Patch']);

function filesUnder(dir, keep) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path, keep);
    return keep(path) ? [path] : [];
  });
}

const isSource = (path) => path.endsWith('.ts') && !path.endsWith('.spec.ts') && !path.includes(`${sep}testing${sep}`);
const contractFiles = filesUnder(contractDir, isSource);
const controllerFiles = filesUnder(src, (path) => path.endsWith('.controller.ts'));

const config = ts.getParsedCommandLineOfConfigFile(join(backend, 'tsconfig.build.json'), {}, {
  ...ts.sys,
  onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
    throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
  },
});
const program = ts.createProgram({ rootNames: [...contractFiles, ...controllerFiles], options: { ...config.options, noEmit: true } });
const checker = program.getTypeChecker();

const schemas = {};
const problems = [];
const inContract = (declaration) => declaration?.getSourceFile().fileName.startsWith(contractDir);

/** The name a contract type is documented under, or null for anonymous and foreign types. */
function contractName(type) {
  const symbol = type.aliasSymbol ?? type.getSymbol();
  const declaration = symbol?.declarations?.[0];
  // Object literal types (`{ field: string }`) have a symbol too, named `__type`: they stay inline.
  const named = symbol && symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias | ts.SymbolFlags.Class);
  if (!named || !inContract(declaration)) return null;
  if (type.aliasSymbol && type.aliasTypeArguments?.length) return null;
  return symbol.getName();
}

/** A doc comment becomes the description; its `@format date-time` tag, the schema's format. */
function describe(symbol) {
  const text = ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim();
  const format = symbol.getJsDocTags(checker).find((tag) => tag.name === 'format');
  return {
    ...(text ? { description: text } : {}),
    ...(format?.text ? { format: ts.displayPartsToString(format.text).trim() } : {}),
  };
}

const isLiteral = (type) => type.isStringLiteral() || type.isNumberLiteral() || (type.flags & ts.TypeFlags.BooleanLiteral) !== 0;
const literalValue = (type) => ('value' in type ? type.value : checker.typeToString(type) === 'true');

function unionSchema(type) {
  const parts = type.types.filter((part) => !(part.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Void)));
  const nullable = parts.some((part) => part.flags & ts.TypeFlags.Null);
  let rest = parts.filter((part) => !(part.flags & ts.TypeFlags.Null));
  const booleans = rest.filter((part) => part.flags & ts.TypeFlags.BooleanLiteral);
  const schemasOf = [];
  if (booleans.length === 2) {
    rest = rest.filter((part) => !booleans.includes(part));
    schemasOf.push({ type: 'boolean' });
  }
  if (rest.length > 0 && rest.every(isLiteral)) schemasOf.push({ enum: rest.map(literalValue) });
  else schemasOf.push(...rest.map((part) => toSchema(part)));
  if (nullable) schemasOf.push({ type: 'null' });
  return schemasOf.length === 1 ? schemasOf[0] : { anyOf: schemasOf };
}

function objectSchema(type) {
  const properties = {};
  const required = [];
  for (const property of checker.getPropertiesOfType(type)) {
    const declaration = property.valueDeclaration ?? property.declarations?.[0];
    const propertyType = checker.getTypeOfSymbolAtLocation(property, declaration);
    if (propertyType.getCallSignatures().length > 0) continue;
    properties[property.getName()] = { ...toSchema(propertyType), ...describe(property) };
    if (!(property.flags & ts.SymbolFlags.Optional)) required.push(property.getName());
  }
  const index = checker.getIndexInfoOfType(type, ts.IndexKind.String);
  const schema = { type: 'object', properties };
  if (required.length > 0) schema.required = required;
  // Record<string, never> is the empty answer `{}`: no properties at all.
  schema.additionalProperties = index && !(index.type.flags & ts.TypeFlags.Never) ? toSchema(index.type) : false;
  return schema;
}

function toSchema(type) {
  const name = contractName(type);
  if (name) {
    if (!(name in schemas)) {
      schemas[name] = {}; // placeholder: recursive types refer to themselves
      schemas[name] = { ...anonymousSchema(type), ...describe(type.aliasSymbol ?? type.getSymbol()) };
    }
    return { $ref: `#/components/schemas/${name}` };
  }
  return anonymousSchema(type);
}

function anonymousSchema(type) {
  const flags = type.flags;
  if (flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return {};
  if (flags & ts.TypeFlags.String) return { type: 'string' };
  if (flags & ts.TypeFlags.Number) return { type: 'number' };
  if (flags & ts.TypeFlags.Boolean) return { type: 'boolean' };
  if (flags & ts.TypeFlags.Null) return { type: 'null' };
  if (isLiteral(type)) return { const: literalValue(type) };
  if (type.isUnion()) return unionSchema(type);
  if (checker.isArrayType(type)) return { type: 'array', items: toSchema(checker.getTypeArguments(type)[0]) };
  if (checker.isTupleType(type)) {
    const items = checker.getTypeArguments(type).map((item) => toSchema(item));
    return { type: 'array', prefixItems: items, minItems: items.length, maxItems: items.length };
  }
  if (type.getSymbol()?.getName() === 'Date') return { type: 'string', format: 'date-time' };
  if (flags & ts.TypeFlags.Object || type.isIntersection()) return objectSchema(type);
  problems.push(`cannot describe the type ${checker.typeToString(type)}`);
  return {};
}

const decoratorName = (decorator) => {
  const call = decorator.expression;
  return ts.isCallExpression(call) && ts.isIdentifier(call.expression) ? call.expression.text : null;
};

/** Each route's answer, keyed by the operationId @nestjs/swagger gives it: `${Controller}_${method}`. */
function routeAnswers() {
  const operations = {};
  for (const file of controllerFiles) {
    const sourceFile = program.getSourceFile(file);
    ts.forEachChild(sourceFile, (node) => {
      if (!ts.isClassDeclaration(node) || !node.name) return;
      for (const member of node.members) {
        if (!ts.isMethodDeclaration(member)) continue;
        const decorators = ts.getDecorators(member) ?? [];
        if (!decorators.some((decorator) => HTTP_METHODS.has(decoratorName(decorator)))) continue;
        const operationId = `${node.name.text}_${member.name.getText(sourceFile)}`;
        // @Res() sends the reply itself; @Res({ passthrough: true }) only sets a status or a header.
        const repliesItself = member.parameters.some((parameter) =>
          (ts.getDecorators(parameter) ?? []).some((d) => decoratorName(d) === 'Res' && !/passthrough:\s*true/.test(d.getText(sourceFile))),
        );
        if (repliesItself) {
          operations[operationId] = { repliesItself: true };
          continue;
        }
        const signature = checker.getSignatureFromDeclaration(member);
        const answer = checker.getAwaitedType(checker.getReturnTypeOfSignature(signature));
        if (answer.flags & (ts.TypeFlags.Void | ts.TypeFlags.Undefined)) {
          operations[operationId] = { schema: null };
          continue;
        }
        const named = contractName(answer) ?? (checker.isArrayType(answer) ? contractName(checker.getTypeArguments(answer)[0]) : null);
        if (!named) {
          const where = `${relative(backend, file)} ${operationId}`;
          problems.push(`${where} answers ${checker.typeToString(answer)}: declare the answer in src/contract/ and return that type`);
        }
        operations[operationId] = { schema: toSchema(answer) };
      }
    });
  }
  return operations;
}

/** Every exported type of the contract is documented, whether or not a route answers it yet. */
for (const file of contractFiles) {
  const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(file));
  for (const exported of moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : []) {
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    if (!(symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias))) continue;
    if (symbol.flags & ts.SymbolFlags.TypeAlias && symbol.declarations?.[0]?.typeParameters?.length) continue;
    toSchema(checker.getDeclaredTypeOfSymbol(symbol));
  }
}
const operations = routeAnswers();

const sorted = (record) => Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
mkdirSync(contractDir, { recursive: true });
writeFileSync(output, `${JSON.stringify({ schemas: sorted(schemas), operations: sorted(operations) }, null, 2)}\n`);
if (problems.length > 0) {
  console.error(`contract-schemas: ${problems.length} problem(s)\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`contract-schemas: ${Object.keys(schemas).length} types, ${Object.keys(operations).length} routes → ${relative(backend, output)}`);
