import { MaterialsPage } from '@/features/materials/components/materials-page';

export function Component() {
  return <MaterialsPage />;
}
