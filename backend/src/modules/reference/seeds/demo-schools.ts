import { SchoolRow } from '../domain/school-row';

/**
 * Demo seed: FICTITIOUS schools. The names are invented and the OM ids (9000xx) are deliberately not
 * real ones; only the towns are real. Import them with ImportSchoolsCommand.
 */
export function demoSchools(): SchoolRow[] {
  return [
    { om: '900001', name: 'Példa Informatikai Technikum', city: 'Budapest' },
    { om: '900002', name: 'Minta Gimnázium', city: 'Debrecen' },
    { om: '900003', name: 'Kitalált Általános Iskola', city: 'Szeged' },
    { om: '900004', name: 'Próba Szakképző Iskola', city: 'Pécs' },
    { om: '900005', name: 'Demó Műszaki Technikum', city: 'Győr' },
    { om: '900006', name: 'Képzelt Református Gimnázium', city: 'Miskolc' },
    { om: '900007', name: 'Mintaváros Két Tanítási Nyelvű Gimnázium', city: 'Kecskemét' },
    { om: '900008', name: 'Példa Digitális Kultúra Általános Iskola', city: 'Eger' },
  ];
}
