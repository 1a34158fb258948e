/**
 * The words of the floor page (/meres/padlo, issue 24): the measurement page the bench compares every
 * page with. Kept apart from hu.ts so the floor loads no more than the stack's own minimum.
 */
export const huFloor = {
  title: 'Mérés: üres oldal',
  openDialog: 'Üres párbeszédablak megnyitása',
  dialogTitle: 'Üres párbeszédablak',
  close: 'Bezárás',
};
