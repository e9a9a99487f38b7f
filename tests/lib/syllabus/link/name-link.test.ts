// (name-link) A numbered mention is linked to the component its name fits best, by features: the words shared and the
// same kind of work (a shared word links; the kind alone does not). Invented names.
import { describe, expect, it } from 'vitest';
import { nameLinkFeatures, nameLinkScore } from '../../../../lib/syllabus/link/name-link.js';
import type { Component } from '../../../../lib/syllabus/scheme/layout.js';

describe('name-link', () => {
  it('scores a shared word 1 and the same kind 0.5', () => {
    const c = { title: 'Response papers', kind: 'assignment', count: 4 } as Component;
    expect(nameLinkScore(nameLinkFeatures(['response'], 'assignment', c, ['response', 'paper']))).toBe(1.5);
    expect(nameLinkScore(nameLinkFeatures(['homework'], 'assignment', c, ['response', 'paper']))).toBe(0.5);
    expect(nameLinkScore(nameLinkFeatures(['lab'], 'lab', c, ['response', 'paper']))).toBe(0);
  });
});
