// Request bodies are checked against class-validator DTOs: unknown fields are refused, not dropped.
import { plainToInstance } from 'class-transformer';
import {
  registerDecorator,
  validateSync,
  type ValidationError,
  type ValidationOptions,
} from 'class-validator';
import { badRequest } from '../../problems/problem-details.js';

/** The value as an instance of the DTO class, or a 400 problem listing what is wrong. */
export function validated<T extends object>(cls: new () => T, value: unknown, what = 'the request body'): T {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw badRequest(`${what} must be a JSON object`);
  const instance = plainToInstance(cls, value);
  const errors = validateSync(instance, {
    whitelist: true,
    forbidNonWhitelisted: true,
    forbidUnknownValues: true,
    validationError: { target: false, value: false },
  });
  if (errors.length) throw badRequest(`${what} is not valid`, describe(errors), 'VALIDATION_FAILED');
  return instance;
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
          typeof value === 'object' &&
          value !== null &&
          !Array.isArray(value) &&
          Object.values(value).every((n) => Number.isInteger(n) && (n as number) >= 0),
        defaultMessage: () => `${property} must map ids to whole numbers of at least 0`,
      },
    });
}
