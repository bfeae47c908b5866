import fs from 'node:fs';
import { sql } from 'kysely';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cloneDatabase, dropDatabase, withDatabase } from '../../test/databases.js';
import { openDatabase, type DatabaseHandle } from './database.js';
import { migrateToLatest } from './migrate.js';

/*
 * schema.ts (with the per-area files of schema/ it gathers) is written by hand next to the
 * migrations; this test keeps them from drifting apart (decision 0030). It migrates a new, empty
 * database and compares what PostgreSQL then has with what schema.ts says: the same tables, the
 * same columns, each nullable exactly when its type admits null, of a type that matches what `pg`
 * reads, and Generated (or insertable as undefined) only where the database fills the column in
 * itself.
 */

type Kind = 'number' | 'string' | 'boolean' | 'date' | 'json' | 'bytes' | 'array';

interface DeclaredColumn {
  kinds: Set<Kind>;
  nullable: boolean;
  /** `unknown` (json read as anything): null included. */
  anything: boolean;
  /** The type lets an insert leave it out (Generated, or a ColumnType whose insert type has undefined or never). */
  optionalOnInsert: boolean;
}

/** schema.ts and the per-area files of schema/ it gathers, parsed with the TypeScript parser. */
function schemaSources(): ts.SourceFile[] {
  const folder = new URL('./schema/', import.meta.url);
  const files = [
    new URL('./schema.ts', import.meta.url),
    ...fs
      .readdirSync(folder)
      .filter((name) => name.endsWith('.ts'))
      .sort()
      .map((name) => new URL(name, folder)),
  ];
  return files.map((file) =>
    ts.createSourceFile(file.pathname, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true),
  );
}

/** What schema.ts declares: table -> column -> type, read with the TypeScript parser. */
function declaredSchema(): Map<string, Map<string, DeclaredColumn>> {
  const aliases = new Map<string, ts.TypeNode>();
  const interfaces = new Map<string, ts.InterfaceDeclaration>();
  for (const source of schemaSources()) {
    for (const statement of source.statements) {
      if (ts.isTypeAliasDeclaration(statement)) aliases.set(statement.name.text, statement.type);
      if (ts.isInterfaceDeclaration(statement)) interfaces.set(statement.name.text, statement);
    }
  }

  const describeType = (node: ts.TypeNode): DeclaredColumn => {
    if (ts.isUnionTypeNode(node)) {
      const parts = node.types.map(describeType);
      return {
        kinds: new Set(parts.flatMap((part) => [...part.kinds])),
        nullable: parts.some((part) => part.nullable),
        anything: parts.some((part) => part.anything),
        optionalOnInsert: parts.some((part) => part.optionalOnInsert),
      };
    }
    if (ts.isLiteralTypeNode(node)) {
      if (node.literal.kind === ts.SyntaxKind.NullKeyword) {
        return { kinds: new Set(), nullable: true, anything: false, optionalOnInsert: false };
      }
      if (ts.isStringLiteral(node.literal)) {
        return {
          kinds: new Set(['string']),
          nullable: false,
          anything: false,
          optionalOnInsert: false,
        };
      }
    }
    const plain = (kind: Kind) => ({
      kinds: new Set([kind]),
      nullable: false,
      anything: false,
      optionalOnInsert: false,
    });
    const keywords: Partial<Record<ts.SyntaxKind, Kind>> = {
      [ts.SyntaxKind.NumberKeyword]: 'number',
      [ts.SyntaxKind.StringKeyword]: 'string',
      [ts.SyntaxKind.BooleanKeyword]: 'boolean',
    };
    const keyword = keywords[node.kind];
    if (keyword) return plain(keyword);
    // An array column (`text[]`, e.g. users.roles) is read by pg as a JavaScript array.
    if (ts.isArrayTypeNode(node)) return plain('array');
    if (node.kind === ts.SyntaxKind.UnknownKeyword) return { ...plain('json'), anything: true };
    if (node.kind === ts.SyntaxKind.UndefinedKeyword || node.kind === ts.SyntaxKind.NeverKeyword) {
      return { kinds: new Set(), nullable: false, anything: false, optionalOnInsert: true };
    }
    if (ts.isTypeReferenceNode(node) && ts.isIdentifier(node.typeName)) {
      const name = node.typeName.text;
      const args = node.typeArguments ?? [];
      if (name === 'Date') return plain('date');
      if (name === 'Buffer') return plain('bytes');
      if (name === 'Generated' && args[0]) {
        return { ...describeType(args[0]), optionalOnInsert: true };
      }
      if (name === 'ColumnType' && args[0] && args[1]) {
        return {
          ...describeType(args[0]),
          optionalOnInsert: describeType(args[1]).optionalOnInsert,
        };
      }
      const alias = aliases.get(name);
      if (alias) return describeType(alias);
      if (interfaces.has(name)) return plain('json');
    }
    throw new Error(`schema.ts: a column type this test cannot read: ${node.getText()}`);
  };

  const database = interfaces.get('Database');
  if (!database) throw new Error('schema.ts has no interface Database');
  const tables = new Map<string, Map<string, DeclaredColumn>>();
  for (const member of database.members) {
    if (!ts.isPropertySignature(member) || !member.type || !ts.isTypeReferenceNode(member.type)) {
      continue;
    }
    const table = interfaces.get(member.type.typeName.getText());
    if (!table) throw new Error(`schema.ts: no interface for ${member.name.getText()}`);
    const columns = new Map<string, DeclaredColumn>();
    for (const column of table.members) {
      if (ts.isPropertySignature(column) && column.type) {
        columns.set(column.name.getText(), describeType(column.type));
      }
    }
    tables.set(member.name.getText(), columns);
  }
  return tables;
}

/** How `pg` (with database.ts's parsers) hands a column's values to the code. */
const kindOfDataType: Record<string, Kind> = {
  smallint: 'number',
  integer: 'number',
  bigint: 'number',
  real: 'number',
  'double precision': 'number',
  numeric: 'string',
  text: 'string',
  'character varying': 'string',
  character: 'string',
  uuid: 'string',
  inet: 'string',
  boolean: 'boolean',
  'timestamp with time zone': 'date',
  'timestamp without time zone': 'date',
  date: 'date',
  json: 'json',
  jsonb: 'json',
  bytea: 'bytes',
  ARRAY: 'array',
};

/** Not null without a default, but set by a BEFORE INSERT trigger when left out (decision 0027). */
const filledByTrigger = new Set(['events.hall_id']);

interface ActualColumn {
  table_name: string;
  column_name: string;
  is_nullable: 'YES' | 'NO';
  data_type: string;
  column_default: string | null;
  is_identity: 'YES' | 'NO';
  is_generated: 'ALWAYS' | 'NEVER';
  table_type: 'BASE TABLE' | 'VIEW';
}

let handle: DatabaseHandle;
let name: string;
const serverUrl = inject('pgServerUrl');

beforeAll(async () => {
  // A new, empty database (not the migrated template), migrated here from nothing.
  name = await cloneDatabase(serverUrl, 'template1');
  handle = await openDatabase({
    databaseUrl: withDatabase(serverUrl, name),
    dataDir: '',
    poolMax: 2,
  });
  await migrateToLatest(handle.db);
});

afterAll(async () => {
  await handle.close();
  await dropDatabase(serverUrl, name);
});

describe('schema.ts and the migrations', () => {
  it('agree on every table and view, column, nullability, type and default', async () => {
    const { rows } = await sql<ActualColumn>`
      select c.table_name, c.column_name, c.is_nullable, c.data_type, c.column_default,
             c.is_identity, c.is_generated, t.table_type
        from information_schema.columns c
        join information_schema.tables t
          on t.table_schema = c.table_schema and t.table_name = c.table_name
       where c.table_schema = 'public' and t.table_type in ('BASE TABLE', 'VIEW')
         and c.table_name not like 'kysely\\_%'
       order by c.table_name, c.ordinal_position
    `.execute(handle.db);
    const { rows: triggers } = await sql<{ table_name: string }>`
      select distinct event_object_table as table_name from information_schema.triggers
       where trigger_schema = 'public' and event_manipulation = 'INSERT' and action_timing = 'BEFORE'
    `.execute(handle.db);
    const triggered = new Set(triggers.map((row) => row.table_name));
    const declared = declaredSchema();
    const actual = new Map<string, Map<string, ActualColumn>>();
    for (const row of rows) {
      const table = actual.get(row.table_name) ?? new Map<string, ActualColumn>();
      table.set(row.column_name, row);
      actual.set(row.table_name, table);
    }

    expect([...declared.keys()].sort(), 'tables').toEqual([...actual.keys()].sort());
    const drift: string[] = [];
    for (const [tableName, columns] of actual) {
      const declaredColumns = declared.get(tableName) ?? new Map<string, DeclaredColumn>();
      expect([...declaredColumns.keys()].sort(), `columns of ${tableName}`).toEqual(
        [...columns.keys()].sort(),
      );
      for (const [columnName, column] of columns) {
        const type = declaredColumns.get(columnName);
        if (!type) continue;
        const where = `${tableName}.${columnName}`;
        const nullable = column.is_nullable === 'YES';
        // PostgreSQL reports every generated column, and every column of a view, as nullable;
        // `unknown` admits null or not. A view takes no inserts: only its columns' kinds count.
        const generated = column.is_generated === 'ALWAYS';
        const view = column.table_type === 'VIEW';
        if (type.nullable !== nullable && !generated && !view && !(type.anything && nullable)) {
          drift.push(`${where}: ${nullable ? 'nullable' : 'not null'} in the database`);
        }
        const kind = kindOfDataType[column.data_type];
        if (!kind) drift.push(`${where}: no kind known for ${column.data_type}`);
        else if (!type.kinds.has(kind) || type.kinds.size !== 1) {
          drift.push(
            `${where}: ${column.data_type} is read as ${kind}, schema.ts says ${[...type.kinds].join(' | ')}`,
          );
        }
        const filledIn =
          column.column_default !== null ||
          column.is_identity === 'YES' ||
          generated ||
          (filledByTrigger.has(where) && triggered.has(tableName));
        if (type.optionalOnInsert && !filledIn && !nullable && !view) {
          drift.push(`${where}: optional on insert in schema.ts, but not null without a default`);
        }
      }
    }
    expect(drift).toEqual([]);
  });
});
