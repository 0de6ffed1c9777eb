// Request bodies are checked against class-validator DTOs: unknown fields are refused, not dropped.
// The DTO instances are built here, field by field, from the fields the DTO declares: a key of the
// body is never looked up on a prototype, so `constructor`, `__proto__` or `toString` is an
// unknown field like any other, and a record's keys (decks, amounts) are plain names.
import {
  IsObject,
  ValidateNested,
  getMetadataStorage,
  registerDecorator,
  validateSync,
  type ValidationArguments,
  type ValidationError,
  type ValidationOptions,
} from 'class-validator';
import { checkDepth } from '../../problems/input-limits.js';
import { badRequest } from '../../problems/problem-details.js';

type Dto = abstract new () => object;

/** The DTO of a nested field: one class, or one class per value of a discriminator field. */
export type NestedType = (() => Dto) | { discriminator: string; subTypes: Map<unknown, Dto>; otherwise: Dto };

interface NestedField {
  type: NestedType;
  /** An array of DTOs rather than one. */
  each: boolean;
}

/** The nested fields of each DTO class, by field name. */
const NESTED = new WeakMap<object, Map<string, NestedField>>();

/** A field holding a DTO (with `each`, an array of them), validated as that DTO; anything else is refused. */
export function Nested(type: NestedType, { each = false }: { each?: boolean } = {}) {
  return (target: object, property: string) => {
    const fields = NESTED.get(target.constructor) ?? new Map<string, NestedField>();
    NESTED.set(target.constructor, fields.set(property, { type, each }));
    ValidateNested({ each })(target, property);
    if (!each) IsObject()(target, property);
  };
}

/** The value as an instance of the DTO class, or a 400 problem listing what is wrong. */
export function validated<T extends object>(cls: new () => T, value: unknown, what = 'the request body'): T {
  if (!isJsonObject(value)) throw badRequest(`${what} must be a JSON object`);
  checkDepth(value, what);
  const unknown: string[] = [];
  const instance = instanceOf(cls, value, '', unknown) as T;
  const errors = validateSync(instance, {
    whitelist: true,
    forbidNonWhitelisted: true,
    forbidUnknownValues: true,
    validationError: { target: false, value: false },
  });
  const problems = [...unknown, ...describe(errors)];
  if (problems.length) throw badRequest(`${what} is not valid`, problems, 'VALIDATION_FAILED');
  return instance;
}

export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The fields a DTO class declares (its own and its ancestors'). */
function fieldsOf(cls: Dto): Set<string> {
  const metadata = getMetadataStorage().getTargetValidationMetadatas(cls, '', true, false);
  return new Set(metadata.map((m) => m.propertyName));
}

/** A DTO's nested field, declared on the class or an ancestor. */
function nestedFieldOf(cls: Dto, field: string): NestedField | undefined {
  for (let c: object | null = cls; c && c !== Function.prototype; c = Object.getPrototypeOf(c)) {
    const nested = NESTED.get(c)?.get(field);
    if (nested) return nested;
  }
  return undefined;
}

/** The object as a DTO instance, nested DTOs too; its unknown fields are listed, and left out. */
function instanceOf(cls: Dto, value: Record<string, unknown>, path: string, unknown: string[]): object {
  const fields = fieldsOf(cls);
  const instance = Object.create(cls.prototype as object) as Record<string, unknown>;
  for (const [key, field] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (!fields.has(key)) unknown.push(`${at}: unknown field (the fields are ${[...fields].join(', ')})`);
    else instance[key] = nestedValue(nestedFieldOf(cls, key), field, at, unknown);
  }
  return instance;
}

/** A field's value, as DTO instances where the field is nested (and its value objects). */
function nestedValue(
  nested: NestedField | undefined,
  value: unknown,
  at: string,
  unknown: string[],
): unknown {
  if (!nested) return value;
  const dto = (item: unknown, where: string) =>
    isJsonObject(item) ? instanceOf(classOf(nested.type, item), item, where, unknown) : item;
  if (nested.each) return Array.isArray(value) ? value.map((item, i) => dto(item, `${at}[${i}]`)) : value;
  return dto(value, at);
}

function classOf(type: NestedType, value: Record<string, unknown>): Dto {
  if (typeof type === 'function') return type();
  return type.subTypes.get(value[type.discriminator]) ?? type.otherwise;
}

function describe(errors: ValidationError[], path = ''): string[] {
  return errors.flatMap((e) => {
    const at = path ? `${path}.${e.property}` : e.property;
    const own = Object.values(e.constraints ?? {}).map((message) =>
      message.startsWith(e.property) ? `${path ? `${path}.` : ''}${message}` : `${at}: ${message}`,
    );
    return [...own, ...describe(e.children ?? [], at)];
  });
}

/** An array of arrays of strings (targets per target spec). */
export function IsStringMatrix(options?: ValidationOptions) {
  return (target: object, property: string) =>
    registerDecorator({
      name: 'isStringMatrix',
      target: target.constructor,
      propertyName: property,
      ...(options ? { options } : {}),
      validator: {
        validate: (value: unknown) =>
          Array.isArray(value) &&
          value.every((group) => Array.isArray(group) && group.every((id) => typeof id === 'string')),
        defaultMessage: () => `${property} must be an array of arrays of strings`,
      },
    });
}

/** `"auto"` or the ids of the permanents whose mana abilities pay. */
export function IsPayment(options?: ValidationOptions) {
  return (target: object, property: string) =>
    registerDecorator({
      name: 'isPayment',
      target: target.constructor,
      propertyName: property,
      ...(options ? { options } : {}),
      validator: {
        validate: (value: unknown) =>
          value === 'auto' || (Array.isArray(value) && value.every((id) => typeof id === 'string')),
        defaultMessage: () => `${property} must be "auto" or an array of object ids`,
      },
    });
}

/** Whole amounts of at least 0 by id (a damage assignment). */
export function IsAmounts(options?: ValidationOptions) {
  return (target: object, property: string) =>
    registerDecorator({
      name: 'isAmounts',
      target: target.constructor,
      propertyName: property,
      ...(options ? { options } : {}),
      validator: {
        validate: (value: unknown) =>
          isJsonObject(value) && Object.values(value).every((n) => Number.isInteger(n) && (n as number) >= 0),
        defaultMessage: () => `${property} must map ids to whole numbers of at least 0`,
      },
    });
}

/**
 * A field decorator that checks the value (and the body it is in) with `problems`: valid when it
 * finds none, refused with them all in the message otherwise.
 */
export function registerProblems(name: string, problems: (value: unknown, body: object) => string[]) {
  return (target: object, property: string) =>
    registerDecorator({
      name,
      target: target.constructor,
      propertyName: property,
      validator: {
        validate: (value: unknown, args: ValidationArguments) => problems(value, args.object).length === 0,
        defaultMessage: (args: ValidationArguments) => problems(args.value, args.object).join('; '),
      },
    });
}
