// Round 7: look-alikes of a share in other languages, cells that are not names, best-of components
// kept whole. Invented outlines.
import { describe, expect, it } from 'vitest';
import { parseSyllabus } from '../../../lib/syllabus/index.js';

const brief = (src: string) => parseSyllabus(src, { fallbackYear: 2027 }).map((i) => ({ title: i.title, weight: i.weight, date: i.due?.date ?? null, time: i.due?.time ?? null }));

describe('penalty and cap lines in other languages', () => {
  it('reads no item from a French late penalty or a language deduction', () => {
    const items = brief(`CHM-1905 : Chimie des solutions — Hiver 2027

Description des évaluations

Séries d'exercices (20 %)
Cinq séries, remises sur le portail.

Projet (20 %)
En équipe de trois.

Examen partiel (20 %)
Porte sur les chapitres 1 à 3.

Examen final (40 %)
Cumulatif.

Qualité de la langue
Jusqu'à 10 % des points d'un travail peuvent être retirés pour la qualité du français.

Retards
Pénalité de 10 % par jour de retard, jusqu'à concurrence de deux jours.
`);
    expect(items.map((i) => i.title)).toEqual(["Séries d'exercices", 'Projet', 'Examen partiel', 'Examen final']);
  });

  it('dates an exam by the "Le <day>" line under its title in an LMS block, with its start time', () => {
    const items = brief(`CHM-1905 : Chimie des solutions — Hiver 2027

Évaluation
Rapport de laboratoire : 30 %
Examen partiel : 30 %
Examen final : 40 %

Examen partiel
Le 3 mars 2027 de 9h00 à 11h00
Individuel
`);
    expect(items.find((i) => i.title === 'Examen partiel')).toMatchObject({ weight: 30, date: '2027-03-03', time: '09:00' });
  });
});
