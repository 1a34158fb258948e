import { ValidationError, ValidationPipe } from '@nestjs/common';
import { FieldError, ValidationFailed } from '../../shared/domain-error';

function flatten(errors: ValidationError[], parent = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.keys(error.constraints ?? {}).map((code) => ({ field, code }));
    return [...own, ...flatten(error.children ?? [], field)];
  });
}

/** DTO validation: unknown fields refused, and every failure reported as `{ field, code }`. */
export const validationPipe = new ValidationPipe({
  whitelist: true,
  forbidNonWhitelisted: true,
  transform: true,
  stopAtFirstError: true,
  exceptionFactory: (errors) => new ValidationFailed(flatten(errors)),
});
