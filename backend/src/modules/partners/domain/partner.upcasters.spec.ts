import { PARTNER_UPCASTERS } from './partner.upcasters';

const [partnerChangedV1] = PARTNER_UPCASTERS;

describe('a partner change stored in its first shape', () => {
  it('keeps the id apart and every changed setting under changes, as the decider now writes it', () => {
    expect(partnerChangedV1.upcast({ partnerId: 'p1', name: 'Kódkert Akadémia', data: ['name'], active: false })).toEqual({
      partnerId: 'p1',
      changes: { name: 'Kódkert Akadémia', data: ['name'], active: false },
    });
  });

  it('keeps a change of the origins alone as that one change', () => {
    expect(partnerChangedV1.upcast({ partnerId: 'p1', origins: ['https://uj.example'] })).toEqual({ partnerId: 'p1', changes: { origins: ['https://uj.example'] } });
  });
});
