// Reads wasm/ply.d.ts with the TypeScript compiler API and checks run-time values against its declarations,
// so the shape test follows the .d.ts as it changes: a member declared there and missing from the module, or a
// result of another type than declared, fails.
//
// TypeScript comes from tests/e2e/node_modules (the tests' own packages, installed by scripts/setup.sh): its
// JavaScript API is what is needed here, and the site's TypeScript may be a native build without one.
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoDir } from './load-ply.mjs';

const requireFromTests = createRequire(path.join(repoDir, 'tests/e2e/package.json'));
const ts = requireFromTests('typescript');

/** The interfaces declared in a .d.ts, by name: { members: Map<name, {kind, type, optional, params}> }. */
export function readInterfaces(file, text) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true);
  const interfaces = new Map();
  const aliases = new Map();
  let defaultExport = null;
  for (const node of source.statements) {
    if (ts.isInterfaceDeclaration(node)) {
      const members = new Map();
      for (const member of node.members) {
        const name = member.name.getText(source);
        members.set(name, {
          kind: ts.isMethodSignature(member) ? 'method' : 'property',
          type: member.type,
          optional: Boolean(member.questionToken),
          params: ts.isMethodSignature(member) ? member.parameters.map((p) => p.name.getText(source)) : [],
        });
      }
      const bases = (node.heritageClauses ?? []).flatMap((clause) =>
        clause.types.map((t) => t.expression.getText(source)),
      );
      interfaces.set(node.name.text, { members, bases });
    } else if (ts.isTypeAliasDeclaration(node)) {
      aliases.set(node.name.text, node.type);
    } else if (ts.isVariableStatement(node)) {
      for (const decl of node.declarationList.declarations) aliases.set(decl.name.getText(source), decl.type);
    } else if (ts.isExportAssignment(node)) {
      defaultExport = node.expression.getText(source);
    }
  }
  return { interfaces, aliases, defaultExport, source };
}

/** All members of an interface, its bases' included. */
export function membersOf(decls, name) {
  const iface = decls.interfaces.get(name);
  if (!iface) throw new Error(`ply.d.ts declares no interface ${name}`);
  const members = new Map();
  for (const base of iface.bases) for (const [k, v] of membersOf(decls, base)) members.set(k, v);
  for (const [k, v] of iface.members) members.set(k, v);
  return members;
}

const describe = (value) => {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
};

/**
 * Problems found checking `value` against the type node `type` (empty when it conforms).
 * Knows the type forms ply.d.ts uses; anything else is reported, so a new form is noticed rather than passed.
 */
export function check(decls, value, type, where = 'value') {
  const fail = (what) => [`${where}: expected ${what}, got ${describe(value)}`];
  const K = ts.SyntaxKind;
  switch (type.kind) {
    case K.StringKeyword:
      return typeof value === 'string' ? [] : fail('string');
    case K.NumberKeyword:
      return typeof value === 'number' && !Number.isNaN(value) ? [] : fail('number');
    case K.BooleanKeyword:
      return typeof value === 'boolean' ? [] : fail('boolean');
    case K.VoidKeyword:
    case K.UndefinedKeyword:
      return value === undefined ? [] : fail('undefined');
    case K.ParenthesizedType:
      return check(decls, value, type.type, where);
    case K.LiteralType: {
      const literal = type.literal;
      let expected;
      if (literal.kind === K.NullKeyword) expected = null;
      else if (literal.kind === K.TrueKeyword) expected = true;
      else if (literal.kind === K.FalseKeyword) expected = false;
      else if (ts.isStringLiteral(literal)) expected = literal.text;
      else if (ts.isNumericLiteral(literal)) expected = Number(literal.text);
      else if (ts.isPrefixUnaryExpression(literal) && literal.operator === K.MinusToken)
        expected = -Number(literal.operand.text);
      else return [`${where}: the checker does not know the literal ${literal.getText(decls.source)}`];
      return Object.is(value, expected) ? [] : fail(describe(expected));
    }
    case K.UnionType: {
      const results = type.types.map((t) => check(decls, value, t, where));
      return results.some((r) => r.length === 0) ? [] : fail(type.getText(decls.source));
    }
    case K.ArrayType:
      if (!Array.isArray(value)) return fail(`an array (${type.getText(decls.source)})`);
      return value.flatMap((item, i) => check(decls, item, type.elementType, `${where}[${i}]`));
    case K.TupleType:
      if (!Array.isArray(value) || value.length !== type.elements.length) return fail(type.getText(decls.source));
      return type.elements.flatMap((t, i) => check(decls, value[i], t, `${where}[${i}]`));
    case K.FunctionType:
      return typeof value === 'function' ? [] : fail('a function');
    case K.TypeReference: {
      const name = type.typeName.getText(decls.source);
      // Record<string, V>: a plain object whose every value is a V.
      if (name === 'Record' && type.typeArguments?.length === 2) {
        if (value === null || typeof value !== 'object' || Array.isArray(value))
          return fail(type.getText(decls.source));
        return Object.entries(value).flatMap(([k, v]) => check(decls, v, type.typeArguments[1], `${where}.${k}`));
      }
      if (decls.interfaces.has(name)) return checkObject(decls, value, name, where);
      if (decls.aliases.has(name)) return check(decls, value, decls.aliases.get(name), where);
      return [`${where}: the checker does not know the type ${name}`];
    }
    default:
      return [`${where}: the checker does not know the type form ${type.getText(decls.source)}`];
  }
}

/** Checks that `value` has every member of interface `name`: methods are functions, properties conform. */
export function checkObject(decls, value, name, where = name) {
  if (value === null || (typeof value !== 'object' && typeof value !== 'function')) {
    return [`${where}: expected a ${name} object, got ${describe(value)}`];
  }
  const problems = [];
  for (const [member, decl] of membersOf(decls, name)) {
    const v = value[member];
    if (decl.optional && v === undefined) continue;
    if (decl.kind === 'method') {
      if (typeof v !== 'function') problems.push(`${where}.${member}: expected a method, got ${describe(v)}`);
    } else {
      problems.push(...check(decls, v, decl.type, `${where}.${member}`));
    }
  }
  return problems;
}
