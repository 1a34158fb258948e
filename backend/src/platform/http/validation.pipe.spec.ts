import { ArrayMaxSize, IsArray, IsInt, IsString, Max, MaxLength, Min } from 'class-validator';
import { ValidationFailed } from '../../shared/domain-error';
import { validationPipe } from './validation.pipe';

class Sample {
  @IsInt()
  @Min(0)
  @Max(100)
  limit!: number;

  @IsArray()
  @ArrayMaxSize(3)
  @IsString({ each: true })
  codes!: string[];

  @IsString()
  @MaxLength(5)
  name!: string;
}

async function fieldErrors(body: unknown) {
  try {
    await validationPipe.transform(body, { type: 'body', metatype: Sample });
  } catch (error) {
    return (error as ValidationFailed).errors;
  }
  return [];
}

describe('the validation pipe', () => {
  it('reports the type a field should have before its range', async () => {
    expect(await fieldErrors({ limit: 'x', codes: 'abc', name: 7 })).toEqual([
      { field: 'limit', code: 'isInt' },
      { field: 'codes', code: 'isArray' },
      { field: 'name', code: 'isString' },
    ]);
  });

  it('reports the range once the type is right, one code per field', async () => {
    expect(await fieldErrors({ limit: 101, codes: ['a', 'b', 'c', 'd'], name: 'hosszú név' })).toEqual([
      { field: 'limit', code: 'max' },
      { field: 'codes', code: 'arrayMaxSize' },
      { field: 'name', code: 'maxLength' },
    ]);
  });

  it('refuses unknown fields', async () => {
    expect(await fieldErrors({ limit: 1, codes: [], name: 'a', admin: true })).toEqual([{ field: 'admin', code: 'whitelistValidation' }]);
  });
});
