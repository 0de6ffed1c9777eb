// Runtime validators that carry the TypeScript type they accept. `object<T>` and `variants<T>` demand a
// validator for every field and every union member of T, so the IR schema cannot fall behind the IR types.

export interface ValidationError {
  /** Where in the value, e.g. `abilities[2].effects[0].amount`. */
  path: string;
  message: string;
}

export interface Validator<T> {
  /** What a valid value looks like, for messages. */
  readonly expected: string;
  check(value: unknown, path: string): ValidationError[];
  /** Never set: ties the validator to the type it accepts. */
  readonly accepts?: T;
}

/** A field that may be absent. */
export interface Optional<T> {
  readonly optional: Validator<T>;
}

/** One validator per field of T: plain for required fields, `optional(...)` for optional ones. */
export type Shape<T> = {
  [K in keyof T]-?: undefined extends T[K] ? Optional<Exclude<T[K], undefined>> : Validator<T[K]>;
};

type Accepted<V> = V extends Validator<infer T> ? Exclude<T, undefined> : never;

const fieldPath = (path: string, key: string): string => (path === '' ? key : `${path}.${key}`);

const show = (value: unknown): string => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
};

const error = (path: string, message: string): ValidationError[] => [{ path, message }];

const mismatch = (expected: string, value: unknown, path: string): ValidationError[] =>
  error(path, `expected ${expected}, got ${show(value)}`);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A validator from a predicate on the value. */
function primitive<T>(expected: string, test: (value: unknown) => boolean): Validator<T> {
  return { expected, check: (value, path) => (test(value) ? [] : mismatch(expected, value, path)) };
}

export const string = primitive<string>('a string', (value) => typeof value === 'string');
export const boolean = primitive<boolean>('a boolean', (value) => typeof value === 'boolean');
export const integer = primitive<number>('an integer', Number.isInteger);
export const naturalNumber = primitive<number>(
  'an integer >= 0',
  (value) => Number.isInteger(value) && Number(value) >= 0,
);

/** Exactly this value. */
export const literal = <const T extends string | number>(expected: T): Validator<T> =>
  primitive<T>(JSON.stringify(expected), (value) => value === expected);

/** One of the members of a string union; the record makes TypeScript check that every member is listed. */
export function enumeration<T extends string>(members: Record<T, true>): Validator<T> {
  const values = Object.keys(members);
  return primitive<T>(
    `one of ${values.join(', ')}`,
    (value) => typeof value === 'string' && values.includes(value),
  );
}

/** The validator's own checks, then `test` on a value of its type (a message when it fails). */
export function refine<T>(validator: Validator<T>, test: (value: T) => string | undefined): Validator<T> {
  return {
    expected: validator.expected,
    check(value, path) {
      const errors = validator.check(value, path);
      if (errors.length > 0) return errors;
      const message = test(value as T);
      return message === undefined ? [] : error(path, message);
    },
  };
}

export const optional = <T>(validator: Validator<T>): Optional<T> => ({ optional: validator });

export function array<T>(item: Validator<T>): Validator<T[]> {
  const expected = `a list of ${item.expected}`;
  return {
    expected,
    check: (value, path) =>
      Array.isArray(value)
        ? value.flatMap((element, index) => item.check(element, `${path}[${index}]`))
        : mismatch(expected, value, path),
  };
}

/** Checks the fields of `shape` and rejects fields it doesn't name. */
function checkFields(
  shape: Record<string, Validator<unknown> | Optional<unknown>>,
  value: Record<string, unknown>,
  path: string,
) {
  const unknownFields = Object.keys(value)
    .filter((key) => !(key in shape))
    .flatMap((key) => error(fieldPath(path, key), 'unknown field'));
  const fieldErrors = Object.entries(shape).flatMap(([key, field]) => {
    const at = fieldPath(path, key);
    if ('optional' in field) return value[key] === undefined ? [] : field.optional.check(value[key], at);
    return key in value ? field.check(value[key], at) : error(at, 'missing required field');
  });
  return [...unknownFields, ...fieldErrors];
}

/** Fields are checked as `shape` says; by default the object is described by its field names, `{ a, b? }`. */
export function object<T>(shape: Shape<T>, expected?: string): Validator<T> {
  const fields = shape as Record<string, Validator<unknown> | Optional<unknown>>;
  expected ??= `{ ${Object.entries(fields)
    .map(([key, field]) => ('optional' in field ? `${key}?` : key))
    .join(', ')} }`;
  return {
    expected,
    check: (value, path) =>
      isRecord(value) ? checkFields(fields, value, path) : mismatch(expected, value, path),
  };
}

/** A union of object types told apart by the string field `discriminant` (`kind`, `event`). */
export function variants<T, D extends keyof T & string>(
  discriminant: D,
  cases: { [K in T[D] & string]: Shape<Omit<Extract<T, Record<D, K>>, D>> },
): Validator<T> {
  const tags = Object.keys(cases);
  const expected = `an object with ${discriminant} ${tags.join(' | ')}`;
  return {
    expected,
    check(value, path) {
      if (!isRecord(value)) return mismatch(expected, value, path);
      const tag = value[discriminant];
      if (typeof tag !== 'string' || !tags.includes(tag)) {
        return error(fieldPath(path, discriminant), `expected one of ${tags.join(', ')}, got ${show(tag)}`);
      }
      const shape = (cases as Record<string, Record<string, Validator<unknown> | Optional<unknown>>>)[tag];
      return checkFields({ ...shape, [discriminant]: literal(tag) }, value, path);
    },
  };
}

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/**
 * A value that any one of the validators accepts; TypeScript checks that together they accept exactly T:
 * `anyOf<ObjectRef>()(...)`. When none accepts the value, it reports the fewest errors among the validators
 * that recognised the value's form (their problems lie deeper than `path`), else "expected ...".
 */
export const anyOf =
  <T>() =>
  <V extends Validator<unknown>[]>(
    ...validators: V
  ): Same<Accepted<V[number]>, T> extends true
    ? Validator<T>
    : { error: 'the validators do not accept exactly T' } => {
    const expected = validators.map((validator) => validator.expected).join(' or ');
    const union: Validator<T> = {
      expected,
      check(value, path) {
        const results = validators.map((validator) => validator.check(value, path));
        if (results.some((errors) => errors.length === 0)) return [];
        const recognised = results
          .filter((errors) => errors.every((problem) => problem.path !== path))
          .sort((a, b) => a.length - b.length);
        return recognised[0] ?? mismatch(expected, value, path);
      },
    };
    return union as Same<Accepted<V[number]>, T> extends true ? Validator<T> : never;
  };

/** For recursive types: the validator is looked up when first used. */
export function lazy<T>(expected: string, validator: () => Validator<T>): Validator<T> {
  return { expected, check: (value, path) => validator().check(value, path) };
}
