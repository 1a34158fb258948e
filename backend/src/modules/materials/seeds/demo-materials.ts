import { demoPdf } from '../../../platform/seed/demo-pdf';
import { MaterialType } from '../domain/material.types';

export interface DemoMaterial {
  name: string;
  type: MaterialType;
  link?: string;
  /** Uploaded as the material instead of a link. */
  pdf?: Buffer;
}

/** Fictitious groups with Hungarian tags and a material of every type, uploaded PDFs among them (issue 10 §7). */
export const DEMO_MATERIALS: Array<{ tags: string; materials: DemoMaterial[] }> = [
  {
    tags: 'Python;programozás;9. évfolyam',
    materials: [
      { name: 'Első lépések Pythonban – óravázlat', type: 'pdf', pdf: demoPdf('Elso lepesek Pythonban - oravazlat', 48) },
      { name: 'Ciklusok feladatsor', type: 'pdf', pdf: demoPdf('Ciklusok - feladatsor', 24) },
      { name: 'Feltételes utasítások – bemutató', type: 'ppt', link: 'https://example.org/tananyag/feltetelek.pptx' },
      { name: 'A Python-kurzus táblája', type: 'trello', link: 'https://trello.com/b/pelda/python-kurzus' },
    ],
  },
  {
    tags: 'érettségi;algoritmusok;11–12. évfolyam',
    materials: [
      { name: 'Rendezési algoritmusok – jegyzet', type: 'pdf', pdf: demoPdf('Rendezesi algoritmusok - jegyzet', 36) },
      { name: 'Érettségi mintafeladatok', type: 'doc', link: 'https://example.org/tananyag/erettsegi-minta.docx' },
      { name: 'Gyorsrendezés animáció', type: 'video', link: 'https://www.youtube.com/watch?v=pelda' },
    ],
  },
  {
    tags: 'webfejlesztés;HTML;CSS',
    materials: [
      { name: 'HTML alapok – óravázlat', type: 'pdf', pdf: demoPdf('HTML alapok - oravazlat', 20) },
      { name: 'CSS rácsok – videó', type: 'video', link: 'https://www.youtube.com/watch?v=pelda-css' },
    ],
  },
];
