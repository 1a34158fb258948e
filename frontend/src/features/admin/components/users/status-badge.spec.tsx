import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { makeUser } from '../../testing/admin-fixtures';
import { StatusBadge } from './status-badge';

describe("the members' status chip", () => {
  it('marks a member a data check waits on (issue 41 §3)', () => {
    renderWithProviders(<StatusBadge user={makeUser({ activated: true, registered: true, needsProfileCheck: true })} />);
    expect(screen.getByText('Adategyeztetés függőben')).toBeInTheDocument();
  });

  it('shows the status alone otherwise, and never on a blocked member', () => {
    renderWithProviders(
      <>
        <StatusBadge user={makeUser({ activated: true, registered: true })} />
        <StatusBadge user={makeUser({ rejected: true, needsProfileCheck: true })} />
      </>,
    );
    expect(screen.queryByText('Adategyeztetés függőben')).not.toBeInTheDocument();
  });
});
