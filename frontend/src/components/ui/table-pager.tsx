import { Body1, Button, Select, makeStyles, tokens } from '@fluentui/react-components';
import { FormField } from '@/components/ui/form-field';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';

/** Where the rows shown sit among all of them (0-based page, 1-based rows). */
export interface PagePosition {
  page: number;
  pageCount: number;
  from: number;
  to: number;
  total: number;
}

export interface PagerTexts {
  pageSize: string;
  pageRange: (from: number, to: number, total: number) => string;
  previousPage: string;
  nextPage: string;
}

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'flex-end',
    gap: tokens.spacingHorizontalM,
  },
  size: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  buttons: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
});

interface TablePagerProps {
  page: PagePosition;
  pageSize: number;
  sizes: readonly number[];
  texts: PagerTexts;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
}

/** A table's page size, the rows shown and previous/next. */
export function TablePager({ page, pageSize, sizes, texts: t, onPage, onPageSize }: TablePagerProps) {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <FormField label={t.pageSize} orientation="horizontal" className={styles.size}>
        <Select value={String(pageSize)} onChange={(_, data) => onPageSize(Number(data.value))}>
          {sizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </Select>
      </FormField>
      <Body1 aria-live="polite">{t.pageRange(page.from, page.to, page.total)}</Body1>
      <div className={styles.buttons}>
        <Button
          appearance="subtle"
          icon={<ChevronLeftRegular />}
          aria-label={t.previousPage}
          disabled={page.page === 0}
          onClick={() => onPage(page.page - 1)}
        />
        <Button
          appearance="subtle"
          icon={<ChevronRightRegular />}
          aria-label={t.nextPage}
          disabled={page.page >= page.pageCount - 1}
          onClick={() => onPage(page.page + 1)}
        />
      </div>
    </div>
  );
}
