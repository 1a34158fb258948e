/**
 * Every frontend feature has one shape (docs/architecture.md): `frontend/src/features/<f>/` holds
 * only the folders `api/` (one file per call), `components/`, `lib/` (pure helpers and hooks) and
 * `testing/` (fixtures and fakes for specs), each only when the feature needs it; nothing loose
 * beside them.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

export const FEATURE_FOLDERS = ['api', 'components', 'lib', 'testing'];
const FEATURES = 'frontend/src/features';

/** The problems of one feature, given what its folder holds (`{ name, isFolder }` per entry). */
export function featureShapeProblems(feature, entries) {
  return entries
    .filter((entry) => !entry.isFolder || !FEATURE_FOLDERS.includes(entry.name))
    .map((entry) =>
      entry.isFolder
        ? `${FEATURES}/${feature}/${entry.name}/: a feature holds only ${FEATURE_FOLDERS.join('/, ')}/ (move its files into one of them)`
        : `${FEATURES}/${feature}/${entry.name}: no loose files at a feature's root (a call → api/, a component → components/, a helper or hook → lib/, a fixture → testing/)`,
    );
}

export function checkFeatureShape(root) {
  const features = readdirSync(join(root, FEATURES), { withFileTypes: true });
  return [
    ...features.filter((entry) => !entry.isDirectory()).map((entry) => `${FEATURES}/${entry.name}: only feature folders live in features/`),
    ...features
      .filter((entry) => entry.isDirectory())
      .flatMap((feature) =>
        featureShapeProblems(
          feature.name,
          readdirSync(join(root, FEATURES, feature.name), { withFileTypes: true }).map((entry) => ({ name: entry.name, isFolder: entry.isDirectory() })),
        ),
      ),
  ];
}
