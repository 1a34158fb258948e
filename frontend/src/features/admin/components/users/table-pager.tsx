import { Body1, Button, Field, Select, makeStyles, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { hu } from '@/i18n/hu';
import { PAGE_SIZES, type Page } from '../../lib/users-table-state';

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
  page: Page<unknown>;
  pageSize: number;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
}

/** Page size (SPEC §9: 5, 10, 20, 500, 2000), the rows shown and previous/next. */
export function TablePager({ page, pageSize, onPage, onPageSize }: TablePagerProps) {
  const styles = useStyles();
  const t = hu.adminUsers;
  return (
    <div className={styles.root}>
      <Field label={t.pageSize} orientation="horizontal" className={styles.size}>
        <Select value={String(pageSize)} onChange={(_, data) => onPageSize(Number(data.value))}>
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </Select>
      </Field>
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
