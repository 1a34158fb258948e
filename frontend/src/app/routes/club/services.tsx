import { ServicesPage } from '@/features/services/components/services-page';

/** /klub/szolgaltatasok (SPEC §2): service cards by group, the detail dialog, autoOpen. */
export function Component() {
  return <ServicesPage />;
}
