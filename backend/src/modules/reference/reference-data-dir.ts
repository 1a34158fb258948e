import { join } from 'node:path';

/**
 * backend/reference-data: files shipped with the code. Resolved from __dirname so it works from src/
 * (jest) and dist/ (node) alike: both sit at the same depth (backend/{src,dist}/modules/reference).
 * Not backend/data: `npm run dev` runs in backend/ with DATA_DIR=./data, and .gitignore drops data/.
 */
export const REFERENCE_DATA_DIR = join(__dirname, '..', '..', '..', 'reference-data');
