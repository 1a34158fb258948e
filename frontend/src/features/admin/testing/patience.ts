import { configure } from '@testing-library/react';

// The admin screens are lazy routes full of Fluent components; with the whole suite running on two
// cores their first render can take more than Testing Library's default second. Imported by the
// admin specs only (vitest isolates files, so other specs keep the default).
configure({ asyncUtilTimeout: 5000 });
