import { ImportRowError } from './common';

/** GET /schools: what the school picker shows (SPEC §3 "School"). */
export interface SchoolView {
  id: string;
  name: string;
  city: string;
}

/** GET /admin/schools: staff also see the OM id. */
export interface AdminSchoolView extends SchoolView {
  om: string;
}

/** POST /admin/schools/import: new schools, updated ones (known OM ids), and rows left out. */
export interface SchoolImportReport {
  imported: number;
  updated: number;
  errors: ImportRowError[];
}

/** GET /util/zip?q=…: the city of a postcode. */
export interface ZipCity {
  name: string;
}
