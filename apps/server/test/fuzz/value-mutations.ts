import fc from 'fast-check';
import { wrongValue } from './hostile-values.js';

/*
 * Mutated requests of the fuzz suite: a valid value (schema-arbitraries.ts) with one or two
 * mutations, each a wrong type, a missing field, an extra one, null, or another body.
 */

type Mutation =
  | { kind: 'wrong-type'; path: number; value: unknown }
  | { kind: 'drop-required'; path: number }
  | { kind: 'extra-field'; key: string; value: unknown }
  | { kind: 'null-field'; path: number }
  | { kind: 'whole-body'; value: unknown };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('wrong-type' as const),
      path: fc.nat(),
      value: wrongValue,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('drop-required' as const), path: fc.nat() }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('extra-field' as const),
      key: fc.oneof(
        fc.string({ maxLength: 12 }),
        fc.constantFrom('__proto__', 'constructor', 'id', 'role', '$where'),
      ),
      value: wrongValue,
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('null-field' as const), path: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('whole-body' as const), value: wrongValue }),
  },
);

/**
 * A fresh copy of a JSON value, so that no mutation touches a shared constant; JSON.parse keeps a
 * `__proto__` key as an own property, as a server parsing the body would see it.
 */
function jsonClone(value: unknown): unknown {
  const text = JSON.stringify(value);
  return text === undefined ? undefined : (JSON.parse(text) as unknown);
}

/** The paths of every value inside a JSON value (at most 40 levels down), as key lists. */
function leafPaths(
  value: unknown,
  prefix: (string | number)[] = [],
  out: (string | number)[][] = [],
) {
  if (prefix.length > 40) return out;
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      out.push([...prefix, index]);
      leafPaths(item, [...prefix, index], out);
    });
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      out.push([...prefix, key]);
      leafPaths(item, [...prefix, key], out);
    }
  }
  return out;
}

function applyAt(
  root: unknown,
  path: (string | number)[],
  change: (parent: Record<string | number, unknown>, key: string | number) => void,
) {
  let parent = root as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path[path.length - 1];
  if (last !== undefined) change(parent, last);
}

/** A valid value with one mutation: a wrong type, a missing field, an extra one, null, or another body. */
export function mutatedValue(
  valid: fc.Arbitrary<unknown>,
): fc.Arbitrary<{ value: unknown; mutation: string }> {
  return fc
    .tuple(valid, fc.array(mutation, { minLength: 1, maxLength: 2 }))
    .map(([original, mutations]) => {
      let value: unknown = jsonClone(original);
      const done: string[] = [];
      for (const m of mutations) {
        const paths = leafPaths(value);
        const path = 'path' in m && paths.length > 0 ? paths[m.path % paths.length] : undefined;
        if (
          m.kind === 'whole-body' ||
          ((m.kind === 'wrong-type' || m.kind === 'null-field') && !path)
        ) {
          value = m.kind === 'null-field' ? null : 'value' in m ? jsonClone(m.value) : null;
          done.push('whole-body');
        } else if (m.kind === 'extra-field') {
          if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
            Object.defineProperty(value, m.key, {
              value: jsonClone(m.value),
              enumerable: true,
              writable: true,
              configurable: true,
            });
          } else {
            value = JSON.parse(
              `{${JSON.stringify(m.key)}:${JSON.stringify(m.value) ?? 'null'}}`,
            ) as unknown;
          }
          done.push(`extra-field ${m.key}`);
        } else if (path) {
          applyAt(value, path, (parent, key) => {
            if (m.kind === 'drop-required') {
              if (Array.isArray(parent)) parent.splice(Number(key), 1);
              else Reflect.deleteProperty(parent, key);
            } else {
              parent[key] = m.kind === 'null-field' ? null : jsonClone(m.value);
            }
          });
          done.push(`${m.kind} ${path.join('.')}`);
        } else {
          done.push(`${m.kind} (no field)`);
        }
      }
      return { value, mutation: done.join(', ') };
    });
}
