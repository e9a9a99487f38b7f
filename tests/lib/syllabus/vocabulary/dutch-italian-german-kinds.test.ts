// Kinds of Dutch, Italian and German assessment words (R9 of the labelling rules): "Deeltoets" is an in-term
// test, "Eindtentamen" and "Esame finale" the final, "Opdracht" and "Compito" work handed in. Invented titles.
import { describe, expect, it } from 'vitest';
import { classify } from '../../../../lib/syllabus/vocabulary/kinds.js';

describe('Dutch, Italian and German kinds', () => {
  it('reads sittings', () => {
    expect(classify('Eindtentamen')).toBe('final');
    expect(classify('Esame finale')).toBe('final');
    expect(classify('Deeltoets 2')).toBe('midterm');
    expect(classify('Prova intermedia')).toBe('midterm');
    expect(classify('Zwischentest')).toBe('midterm');
  });

  it('reads work handed in, projects, labs and taking part', () => {
    expect(classify('Opdracht 1')).toBe('assignment');
    expect(classify('Compiti per casa')).toBe('assignment');
    expect(classify('Travail de session')).toBe('assignment');
    expect(classify('Progetto di gruppo')).toBe('project');
    expect(classify('Practicum')).toBe('lab');
    expect(classify('Partecipazione')).toBe('participation');
    expect(classify('Aanwezigheid')).toBe('participation');
    expect(classify('Hausaufgaben')).toBe('assignment');
    expect(classify('Präsentation')).toBe('project');
    expect(classify('Presentación oral')).toBe('project');
  });
});
