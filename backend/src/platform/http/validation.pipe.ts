import { ValidationError, ValidationPipe } from '@nestjs/common';
import { FieldError, ValidationFailed } from '../../shared/domain-error';
import { FieldCode } from '../../shared/error-codes';

/**
 * One code per field, and the most basic failure wins: a string sent for a number is `isInt`, not
 * the `max` that class-validator happens to check first (decorators run bottom-up).
 */
const BASIC_FIRST = ['whitelistValidation', 'isDefined', 'isString', 'isInt', 'isNumber', 'isBoolean', 'isArray', 'isObject', 'isEnum', 'isIn', 'isNotEmpty'];

function mainCode(codes: string[]): FieldCode | undefined {
  const rank = (code: string) => (BASIC_FIRST.includes(code) ? BASIC_FIRST.indexOf(code) : BASIC_FIRST.length);
  // class-validator's constraint names; field-codes.spec.ts proves each one our DTOs use is registered.
  return [...codes].sort((a, b) => rank(a) - rank(b))[0] as FieldCode | undefined;
}

function flatten(errors: ValidationError[], parent = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const code = mainCode(Object.keys(error.constraints ?? {}));
    return [...(code ? [{ field, code }] : []), ...flatten(error.children ?? [], field)];
  });
}

/** DTO validation: unknown fields refused, and every failure reported as `{ field, code }`. */
export const validationPipe = new ValidationPipe({
  whitelist: true,
  forbidNonWhitelisted: true,
  transform: true,
  exceptionFactory: (errors) => new ValidationFailed(flatten(errors)),
});
