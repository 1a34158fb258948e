import type { SchoolDoc } from '../../reference/public/schools';
import type { UserDoc } from '../projections/users.projection';
import { hungarianSortKey } from '../../../shared/hungarian-order';
import { inSchoolOrder } from './school-order';

const school = (id: string, name: string) => [id, { _id: id, name } as SchoolDoc] as const;
const schools = new Map([school('s1', 'Ószentiváni Általános Iskola'), school('s2', 'Öveges József Technikum'), school('s3', 'Csokonai Gimnázium'), school('s4', 'Czuczor Gergely Gimnázium')]);
const member = (name: string, schoolId: string | null) => ({ _id: name, sortName: hungarianSortKey(name), schoolId }) as unknown as UserDoc;
const members = [member('Kiss Anna', 's2'), member('Nagy Béla', null), member('Ábel Éva', 's1'), member('Bodnár Ede', 's2'), member('Tóth Ida', 's3'), member('Vas Ottó', 's4')];
const ids = (users: UserDoc[]) => users.map((user) => user._id);

describe('members in the order of their schools', () => {
  it('sorts by the school name in Hungarian order, then by name, members without a school last', () => {
    expect(ids(inSchoolOrder(members, schools, 'asc'))).toEqual(['Vas Ottó', 'Tóth Ida', 'Ábel Éva', 'Bodnár Ede', 'Kiss Anna', 'Nagy Béla']);
  });

  it('turns the schools round, not the names within one, and still puts members without a school last', () => {
    expect(ids(inSchoolOrder(members, schools, 'desc'))).toEqual(['Bodnár Ede', 'Kiss Anna', 'Ábel Éva', 'Tóth Ida', 'Vas Ottó', 'Nagy Béla']);
  });

  it('reads a school gone from the list as none', () => {
    expect(ids(inSchoolOrder([member('Kiss Anna', 'gone'), member('Ábel Éva', 's1')], schools, 'asc'))).toEqual(['Ábel Éva', 'Kiss Anna']);
  });
});
