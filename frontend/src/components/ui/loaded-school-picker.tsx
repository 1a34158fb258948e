import { useSchools } from '@/lib/api/get-schools';
import { SchoolPicker, type SchoolPickerProps } from './school-picker';

/**
 * The school search with every school loaded here, a retry offered when the list could not be: when
 * the list arrives, only the picker is drawn again, not the form around it (on a slowed phone the
 * profile form redrawn was a 160 ms task).
 */
export function LoadedSchoolPicker(props: Omit<SchoolPickerProps, 'schools' | 'loading' | 'onRetry'>) {
  const schools = useSchools();
  return (
    <SchoolPicker
      {...props}
      schools={schools.data ?? []}
      loading={schools.isPending}
      onRetry={schools.isError ? () => void schools.refetch() : undefined}
    />
  );
}
