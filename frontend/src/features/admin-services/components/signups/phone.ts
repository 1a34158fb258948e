/** Below this width the sign-ups table turns into a list of cards (explicit roles keep it a table for screen readers). */
export const PHONE = '@media (max-width: 719px)';
